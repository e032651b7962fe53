// Lectern's content script: the page capture (docs/browser.md, "The page capture, version 1").
// It gathers the page's raw metadata without judgement; every rule about what the page says
// lives in Lectern (lectern.core.capture). Injected on demand; its last value is the capture.
(() => {
  const CAPTURE_VERSION = 1;
  const META_ATTRIBUTES = ["name", "property", "itemprop", "http-equiv"];
  const LINK_RELS = ["canonical", "alternate"];
  const PDF_LINK_PATTERN = /(\.pdf(?:$|[?#]))|(\/pdf(?:\/|$|\?))|([?&]pdf=)/i;
  const ABSTRACT_SELECTORS = [
    "blockquote.abstract",
    "section.abstract",
    "div.abstract",
    "#abstract",
    "#abstract:empty + *",
    "[id*=abstract]",
    "[class*=abstract]",
  ];
  const LEFT_OUT = "form, dialog, [role=dialog], [aria-hidden=true], .modal";
  const MESSAGE_CAP = 4 * 1024 * 1024;
  const CAP = {
    url: 4096,
    title: 2000,
    meta: 3000,
    metaValue: 20000,
    jsonld: 20,
    jsonldValue: 200000,
    coins: 20,
    coinsValue: 8000,
    links: 100,
    abstractBlocks: 30,
    abstractBlock: 20000,
    bodyText: 200000,
    pdfLinks: 50,
  };

  // innerText with its lines' spaces squeezed and its empty lines left out.
  const lines = (text) =>
    (text || "")
      .split("\n")
      .map((line) => line.split(/\s+/).filter(Boolean).join(" "))
      .filter(Boolean)
      .join("\n");

  // An element's text as innerText gives it, but a formula (MathML) as one run of text:
  // innerText puts each of a formula's parts on a line of its own.
  const INLINE = new Set(["inline", "inline-block", "contents", "ruby", "inline-flex", "inline-grid"]);
  const textOf = (element) => {
    if (!element.querySelector("math")) return element.innerText;
    const parts = [];
    const walk = (node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) {
          parts.push(child.data.replace(/\s+/g, " "));
        } else if (child.nodeType === Node.ELEMENT_NODE) {
          if (child.localName === "math") {
            parts.push(child.textContent.replace(/\s+/g, ""));
            continue;
          }
          if (child.localName === "br") {
            parts.push("\n");
            continue;
          }
          const display = getComputedStyle(child).display;
          if (display === "none") continue;
          const block = !INLINE.has(display);
          if (block) parts.push("\n");
          walk(child);
          if (block) parts.push("\n");
        }
      }
    };
    walk(element);
    return parts.join("");
  };

  const meta = [];
  for (const element of document.querySelectorAll("meta")) {
    if (!element.hasAttribute("content")) continue;
    const name = META_ATTRIBUTES.map((a) => element.getAttribute(a)).find((v) => v);
    if (name && meta.length < CAP.meta) {
      meta.push([name.toLowerCase(), element.getAttribute("content").slice(0, CAP.metaValue)]);
    }
  }

  const jsonld = [...document.querySelectorAll("script")]
    .filter((s) => (s.getAttribute("type") || "").toLowerCase() === "application/ld+json")
    .slice(0, CAP.jsonld)
    .map((s) => s.textContent.slice(0, CAP.jsonldValue));

  const coins = [...document.querySelectorAll("span.Z3988")]
    .slice(0, CAP.coins)
    .map((s) => (s.getAttribute("title") || "").slice(0, CAP.coinsValue));

  const links = [];
  for (const link of document.querySelectorAll("link[href]")) {
    if (!link.getAttribute("href")) continue;
    const rel = (link.getAttribute("rel") || "").toLowerCase();
    const type = (link.getAttribute("type") || "").toLowerCase();
    const wanted =
      rel.split(/\s+/).some((r) => LINK_RELS.includes(r)) || rel.includes("pdf") || type.includes("pdf");
    if (wanted && links.length < CAP.links) links.push([rel, link.href.slice(0, CAP.url), type]);
  }

  const pdfLinks = [];
  for (const anchor of document.querySelectorAll("a[href]")) {
    if (!anchor.getAttribute("href")) continue;
    const href = anchor.href;
    const typed = (anchor.getAttribute("type") || "").toLowerCase() === "application/pdf";
    if ((typed || PDF_LINK_PATTERN.test(href)) && !pdfLinks.includes(href)) {
      if (pdfLinks.length < CAP.pdfLinks) pdfLinks.push(href.slice(0, CAP.url));
    }
  }

  const blocks = [];
  for (const selector of ABSTRACT_SELECTORS) {
    for (const element of document.querySelectorAll(selector)) {
      if (blocks.length >= CAP.abstractBlocks) break;
      if (element.closest(LEFT_OUT)) continue;
      const text = lines(textOf(element));
      if (text) blocks.push([selector, text.slice(0, CAP.abstractBlock)]);
    }
  }

  const capture = {
    capture: CAPTURE_VERSION,
    url: location.href.slice(0, CAP.url),
    title: document.title.slice(0, CAP.title),
    meta,
    jsonld,
    coins,
    links,
    abstract_blocks: blocks,
    body_text: lines(document.body ? document.body.innerText : "").slice(0, CAP.bodyText),
    pdf_links: pdfLinks,
  };
  // Keep the whole under Lectern's cap, cutting the page's text first.
  const size = () => new TextEncoder().encode(JSON.stringify(capture)).length;
  let over = size() - MESSAGE_CAP;
  while (over > 0 && capture.body_text) {
    capture.body_text = capture.body_text.slice(0, Math.max(0, capture.body_text.length - over - 1024));
    over = size() - MESSAGE_CAP;
  }
  return capture;
})();
