package io.stackdrift.view;

/**
 * The HTML page's one style sheet, inlined into the page (it loads nothing from elsewhere). The status
 * colours are defined here once, for the badges and the history picture alike; each colour carries
 * white text at a contrast of at least 4.5:1. Below 40rem the stack and finding tables turn into one
 * card per row (a phone); in print every detail is shown open and the colours are kept.
 */
final class HtmlStyle {
  static final String CSS = """
      :root{color-scheme:light;--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--code:#f6f8fa}
      *{box-sizing:border-box}
      body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;\
      color:var(--fg);background:#fff}
      header.overall{padding:1rem 1.25rem;color:#fff}
      header .status{font-size:2.6rem;font-weight:800;letter-spacing:.04em;line-height:1.1;margin:0}
      header .counts{font-size:1.15rem;margin:.3rem 0 .8rem}
      header dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .9rem;margin:0}
      header dt{font-weight:600}
      header dd{margin:0;overflow-wrap:anywhere}
      main{padding:0 1.25rem 1.5rem;max-width:96rem}
      h2{font-size:1.3rem;margin:1.6rem 0 .6rem;padding-bottom:.2rem;border-bottom:1px solid var(--line)}
      h3{font-size:1.05rem;margin:1.1rem 0 .4rem}
      table{border-collapse:collapse;width:100%}
      th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
      th{font-size:.78rem;text-transform:uppercase;letter-spacing:.03em;color:var(--muted)}
      td.num{white-space:nowrap;font-variant-numeric:tabular-nums}
      code,pre,.id{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.9em}
      .id{overflow-wrap:break-word;word-break:normal}
      table.stacks .id{white-space:nowrap}
      a{color:inherit}
      pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--code);padding:.6rem;border-radius:4px;margin:.4rem 0}
      .badge{display:inline-block;padding:.05rem .55rem;border-radius:1rem;color:#fff;font-weight:600;font-size:.85rem;\
      white-space:nowrap}
      .badge.gone-mark{color:inherit;border:1px solid var(--muted)}
      .tag{display:inline-block;border:1px solid var(--muted);border-radius:3px;padding:0 .3rem;font-size:.8rem;\
      margin-left:.3rem}
      .tag.health-degraded{border-color:#cf222e;color:#cf222e;font-weight:600}
      .chart svg .degraded rect{stroke:#cf222e;stroke-width:3;stroke-dasharray:3 2}
      .badge.degraded-mark{background:#1a7f37;outline:3px dashed #cf222e}
      .st-converged,.st-clean{background:#1a7f37;fill:#1a7f37}
      .st-drifted{background:#b35000;fill:#b35000}
      .st-failed{background:#cf222e;fill:#cf222e}
      .st-pending_root{background:#59636e;fill:#59636e}
      .st-unknown{background:#6639ba;fill:#6639ba}
      .st-other{background:#32383f;fill:#32383f}
      details{border:1px solid var(--line);border-radius:4px;margin:.45rem 0;padding:.35rem .7rem}
      summary{cursor:pointer;font-weight:600}
      details dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .9rem;margin:.5rem 0}
      details dt{color:var(--muted)}
      details dd{margin:0;overflow-wrap:anywhere}
      .note{color:var(--muted);font-size:.9rem}
      .chart,.wide{overflow-x:auto}
      .chart svg text{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;fill:var(--fg)}
      .chart svg .cell text{fill:#fff;font-weight:700;text-anchor:middle}
      .chart svg .gone rect{fill:#fff;stroke:var(--muted)}
      .chart svg .gone text{fill:var(--fg)}
      .chart svg .now{fill:none;stroke:var(--fg);stroke-width:1.5}
      ul.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.4rem 1rem}
      footer{padding:.8rem 1.25rem;color:var(--muted);font-size:.85rem;border-top:1px solid var(--line)}
      @media (max-width:40rem){
      header .status{font-size:2rem}
      main{padding:0 .8rem 1rem}
      table.cards thead{display:none}
      table.cards tr{display:block;border-bottom:2px solid var(--line);padding:.4rem 0}
      table.cards td{display:flex;gap:.6rem;border:0;padding:.1rem 0}
      table.stacks .id{white-space:normal;overflow-wrap:anywhere}
      table.cards td:empty{display:none}
      table.cards td::before{content:attr(data-label);flex:0 0 6.5rem;font-weight:600;color:var(--muted)}
      }
      @media print{
      *{-webkit-print-color-adjust:exact;print-color-adjust:exact}
      body{font-size:10pt}
      main{max-width:none}
      details{break-inside:avoid}
      details::details-content{content-visibility:visible;display:block}
      tr{break-inside:avoid}
      .chart,.wide{overflow:visible}
      a{text-decoration:none}
      }
      """;

  private HtmlStyle() {}
}
