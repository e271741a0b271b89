// The game page's stylesheet (inlined: one request fewer before the board). Colours keep WCAG AA contrast; nothing
// is wider than the screen at 390 px (the board scales, code lines wrap).
export const PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
header,main{max-width:1240px;margin:0 auto;padding:0 12px}
h1{font-size:1.5rem;margin:.6rem 0 .2rem}
h2{font-size:1.2rem;margin:1.2rem 0 .4rem;border-bottom:1px solid #ccc}
h3{font-size:1rem}
a{color:#0645ad}
.sub,.meta{color:#4a4a4a;font-size:.9rem;margin:.2rem 0}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.92em;overflow-wrap:anywhere}
#board svg{display:block;width:100%;height:auto;max-width:100%}
#status p{margin:.25rem 0}
.winner{font-size:1.1rem}
details.turn{border:1px solid #ddd;border-radius:6px;margin:.4rem 0;padding:.2rem .6rem}
details summary{cursor:pointer;font-weight:600;padding:.2rem 0}
ol.entries{padding-left:1.2rem;margin:.3rem 0}
ol.entries>li{margin:.2rem 0}
.seq,.phase,.by{color:#4a4a4a;font-size:.85rem}
ul.rolls{margin:.2rem 0 .4rem;padding-left:1rem;font-size:.92rem}
.die{display:inline-block;min-width:1.4em;text-align:center;border:1px solid #555;border-radius:4px;margin:0 1px;font-weight:600}
.badge{display:inline-block;font-size:.8rem;border-radius:10px;padding:0 .5em;background:#eee;color:#333}
.badge.ok{background:#e3f3e6;color:#0b4a1c}
.badge.bad{background:#fbe3e3;color:#7d0e0e}
.badge.supplied{background:#fff3d6;color:#5a4000}
textarea{width:100%;font:15px/1.4 ui-monospace,Menlo,Consolas,monospace;padding:.4rem;border:1px solid #767676;border-radius:4px}
label{display:block;margin:.3rem 0}
button{font:inherit;padding:.3rem .7rem;border:1px solid #1f4e8c;border-radius:4px;background:#1f4e8c;color:#fff;cursor:pointer}
button.pick,.tools button{background:#fff;color:#1f4e8c;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.88rem;text-align:left;overflow-wrap:anywhere}
button:focus-visible,a:focus-visible,textarea:focus-visible,summary:focus-visible{outline:3px solid #c25e00;outline-offset:2px}
ul.picks{list-style:none;padding:0;margin:.3rem 0;display:flex;flex-wrap:wrap;gap:.3rem}
#line-status{font-size:.9rem;padding-left:1.2rem;margin:.3rem 0}
#line-status li.ok{color:#0b4a1c}
#line-status li.bad{color:#7d0e0e;font-weight:600}
#line-status li.unchecked{color:#4a4a4a}
@media (min-width:1100px){main:has(#order-section:not([hidden])){display:grid;grid-template-columns:minmax(0,1fr) 380px;gap:0 24px;align-items:start}main>#status{grid-column:1/-1}main>#order-section{grid-column:2;grid-row:2/span 3;position:sticky;top:8px;max-height:calc(100vh - 16px);overflow:auto}main>section{grid-column:1}}
`.replace(/\n/g, "");
