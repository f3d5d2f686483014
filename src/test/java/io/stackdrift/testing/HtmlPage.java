package io.stackdrift.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * The HTML page read back with an XML parser (the page is well-formed XML on purpose), with the
 * checks every page must pass: only the elements and attributes the view writes, and no reference to
 * anything outside the page.
 */
public final class HtmlPage {
  private static final Set<String> ELEMENTS = Set.of("html", "head", "meta", "title", "style", "body", "header",
      "main", "footer", "section", "h2", "h3", "p", "dl", "dt", "dd", "table", "thead", "tbody", "tr", "th", "td",
      "span", "a", "code", "pre", "details", "summary", "div", "ul", "li", "svg", "g", "rect", "text");
  private static final Set<String> ATTRIBUTES = Set.of("lang", "charset", "name", "content", "http-equiv", "class",
      "id", "href", "data-label", "open", "xmlns", "role", "aria-labelledby", "width", "height", "viewBox", "x", "y",
      "rx", "text-anchor");
  /** Attributes that make a browser load or follow something. */
  private static final Set<String> REFERENCES = Set.of("src", "href", "xlink:href", "action", "formaction",
      "poster", "data", "background", "srcset", "ping", "cite", "manifest", "icon");
  private static final Pattern CSS_URL = Pattern.compile("url\\(\\s*['\"]?([^'\")]*)");

  private final Document document;

  private HtmlPage(Document document) {
    this.document = document;
  }

  public static HtmlPage parse(String html) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
    return new HtmlPage(factory.newDocumentBuilder().parse(new InputSource(new StringReader(html))));
  }

  public Document document() {
    return document;
  }

  /** Every element, in document order. */
  public List<Element> elements(String name) {
    NodeList nodes = document.getElementsByTagName(name);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      out.add((Element) nodes.item(i));
    }
    return out;
  }

  /** All the text a reader sees (and the style sheet). */
  public String text() {
    return document.getDocumentElement().getTextContent();
  }

  /** Only the view's own elements and attributes: no text from the report became markup. */
  public void assertOnlyOwnMarkup() {
    for (Element e : elements("*")) {
      assertTrue(ELEMENTS.contains(e.getTagName()), "an element the view never writes: <" + e.getTagName() + ">");
      NamedNodeMap attributes = e.getAttributes();
      for (int i = 0; i < attributes.getLength(); i++) {
        String name = ((Attr) attributes.item(i)).getName();
        assertTrue(ATTRIBUTES.contains(name), "an attribute the view never writes: " + name + " on <"
            + e.getTagName() + ">");
      }
    }
  }

  /** Nothing outside the page: links only to anchors, no style or image from elsewhere, the strict policy. */
  public void assertSelfContained() {
    for (Element e : elements("*")) {
      NamedNodeMap attributes = e.getAttributes();
      for (int i = 0; i < attributes.getLength(); i++) {
        Attr a = (Attr) attributes.item(i);
        if (REFERENCES.contains(a.getName())) {
          assertTrue(a.getValue().startsWith("#") || a.getValue().startsWith("data:"),
              a.getName() + "=\"" + a.getValue() + "\" on <" + e.getTagName() + "> points outside the page");
        }
        if (a.getName().equals("xmlns")) {
          assertEquals("svg", e.getTagName(), "a namespace only on the SVG picture");
          assertEquals("http://www.w3.org/2000/svg", a.getValue());
        }
      }
    }
    for (Element style : elements("style")) {
      Matcher url = CSS_URL.matcher(style.getTextContent());
      while (url.find()) {
        assertTrue(url.group(1).startsWith("#") || url.group(1).startsWith("data:"), "CSS url(" + url.group(1) + ")");
      }
      assertFalse(style.getTextContent().contains("@import"), "no style sheet from elsewhere");
    }
    List<String> policies = elements("meta").stream().filter(m -> m.getAttribute("http-equiv")
        .equals("Content-Security-Policy")).map(m -> m.getAttribute("content")).toList();
    assertEquals(List.of("default-src 'none'; style-src 'unsafe-inline'; img-src data:"), policies);
  }
}
