package io.stackdrift.tofu;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.stackdrift.report.CheckStatus;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code checks} of {@code show -json} (contract §16): every checkable object (check block,
 * resource or output with conditions) and each of its instances with a status; those that did not
 * pass are kept, one per instance, with their problems' messages (not yet redacted). Read as a
 * stream and bounded like the rest of the document.
 */
final class DocumentChecks {
  static final int MAX = PlanStream.MAX_CHECKS;

  private DocumentChecks() {}

  /** Reads the array the parser stands at the start of. */
  static List<PlanCheck> read(JsonParser p) throws IOException {
    List<PlanCheck> out = new ArrayList<>();
    while (p.nextToken() == JsonToken.START_OBJECT) {
      readObject(p, out);
    }
    return out;
  }

  private static void readObject(JsonParser p, List<PlanCheck> out) throws IOException {
    String address = "";
    String status = "";
    List<PlanCheck> instances = new ArrayList<>();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      if (field.equals("address") && value == JsonToken.START_OBJECT) {
        address = display(p);
      } else if (field.equals("status") && value == JsonToken.VALUE_STRING) {
        status = p.getText();
      } else if (field.equals("instances") && value == JsonToken.START_ARRAY) {
        while (p.nextToken() == JsonToken.START_OBJECT) {
          PlanCheck instance = instance(p);
          if (instance != null) {
            instances.add(instance);
          }
        }
      } else {
        p.skipChildren();
      }
    }
    CheckStatus objectStatus = status(status);
    if (instances.isEmpty() && objectStatus != null) {
      instances.add(new PlanCheck(address, objectStatus, ""));
    }
    for (PlanCheck c : instances) {
      if (out.size() < MAX) {
        out.add(c);
      }
    }
  }

  private static PlanCheck instance(JsonParser p) throws IOException {
    String address = "";
    String status = "";
    List<String> messages = new ArrayList<>();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      if (field.equals("address") && value == JsonToken.START_OBJECT) {
        address = display(p);
      } else if (field.equals("status") && value == JsonToken.VALUE_STRING) {
        status = p.getText();
      } else if (field.equals("problems") && value == JsonToken.START_ARRAY) {
        while (p.nextToken() == JsonToken.START_OBJECT) {
          message(p, messages);
        }
      } else {
        p.skipChildren();
      }
    }
    CheckStatus s = status(status);
    return s == null ? null : new PlanCheck(address, s, String.join("; ", messages));
  }

  private static void message(JsonParser p, List<String> into) throws IOException {
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      if (field.equals("message") && value == JsonToken.VALUE_STRING && into.size() < 10) {
        into.add(p.getText());
      } else {
        p.skipChildren();
      }
    }
  }

  /** {@code address.to_display}. */
  private static String display(JsonParser p) throws IOException {
    String display = "";
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken value = p.nextToken();
      if (field.equals("to_display") && value == JsonToken.VALUE_STRING) {
        display = p.getText();
      } else {
        p.skipChildren();
      }
    }
    return display;
  }

  /** {@code pass} and what is not a status are no check to keep. */
  private static CheckStatus status(String status) {
    return switch (status) {
      case "fail" -> CheckStatus.FAIL;
      case "error" -> CheckStatus.ERROR;
      case "unknown" -> CheckStatus.UNKNOWN;
      default -> null;
    };
  }
}
