// Lectern's service worker: the one place that talks to Lectern (its native host,
// docs/browser.md "The native host") and fetches a paper's PDF with the browser's session.
// `saveTab(tabId)` is what the popup's Save and the keyboard shortcut run; it is on the
// worker's global scope so a test can call it as the button would.
const api = globalThis.browser ?? globalThis.chrome;
const HOST = "org.lectern.lectern";
const PDF_CAP = 40 * 1024 * 1024; // bytes: with the capture, under the host's 64 MiB
const SETTINGS = { savePdf: false, upNext: false }; // the popup's remembered choices

const WORDS = {
  noHost:
    "Lectern is not installed, or not registered with this browser. Install Lectern, then run " +
    "`lectern browser register` and try again.",
  forbidden:
    "Lectern is registered for another copy of this extension. Run `lectern browser register` " +
    "again and try again.",
  hostFailed: "Lectern stopped before answering. Nothing was saved; try again.",
  noPage: "This page cannot be read (a browser page, or one still loading). Nothing was saved.",
  pdfFailed: (why) =>
    `The PDF could not be fetched (${why}). Nothing was saved: open the PDF in the browser ` +
    "and save again, or save without the PDF.",
  pdfTooBig: "The PDF is larger than 40 MB. Nothing was saved: save without the PDF.",
  noPdfLink: "This page names no PDF, so the paper was saved without one.",
};

async function settings() {
  return { ...SETTINGS, ...(await api.storage.local.get(Object.keys(SETTINGS))) };
}

// The host's answer to one message, or an answer in the same form saying why there is none.
async function ask(message) {
  try {
    const answer = await api.runtime.sendNativeMessage(HOST, message);
    if (answer && typeof answer.ok === "boolean") return answer;
    return { ok: false, error: "no-answer", message: WORDS.hostFailed };
  } catch (error) {
    const text = String(error && error.message ? error.message : error);
    if (/forbidden/i.test(text)) return { ok: false, error: "no-host", message: WORDS.forbidden };
    if (/not found|no such native application/i.test(text)) {
      return { ok: false, error: "no-host", message: WORDS.noHost };
    }
    return { ok: false, error: "no-answer", message: WORDS.hostFailed };
  }
}

// The page capture of the tab, by the content script.
async function captureTab(tabId) {
  const [done] = await api.scripting.executeScript({ target: { tabId }, files: ["content.js"] });
  if (!done || !done.result) throw new Error("no capture");
  return done.result;
}

async function inspectTab(tabId) {
  let page;
  try {
    page = await captureTab(tabId);
  } catch (error) {
    return { ok: false, error: "no-page", message: WORDS.noPage };
  }
  return ask({ type: "inspect", page });
}

function base64Of(buffer) {
  const bytes = new Uint8Array(buffer);
  let text = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {
    text += String.fromCharCode.apply(null, bytes.subarray(at, at + 0x8000));
  }
  return btoa(text);
}

// The PDF at `url`, fetched as the user's browser would (cookies and all), or the answer
// saying why not.
async function fetchPdf(url) {
  let response;
  try {
    response = await fetch(url, { credentials: "include", redirect: "follow" });
  } catch (error) {
    return { failed: { ok: false, error: "pdf-failed", message: WORDS.pdfFailed("no answer") } };
  }
  if (!response.ok) {
    const why = `HTTP ${response.status}`;
    return { failed: { ok: false, error: "pdf-failed", message: WORDS.pdfFailed(why) } };
  }
  const length = Number(response.headers.get("content-length") || 0);
  if (length > PDF_CAP) return { failed: { ok: false, error: "pdf-too-big", message: WORDS.pdfTooBig } };
  const data = await response.arrayBuffer();
  if (data.byteLength > PDF_CAP) {
    return { failed: { ok: false, error: "pdf-too-big", message: WORDS.pdfTooBig } };
  }
  const name = decodeURIComponent(new URL(response.url).pathname.split("/").pop() || "");
  return { pdf: { name, data: base64Of(data) } };
}

// Save the tab's paper: the popup's choices, or for the shortcut the defaults (To read) with
// the popup's remembered "Add to Up next".
// With "Also save the PDF", the PDF the page names is fetched and sent with it.
async function saveTab(tabId, choices = null, withPdf = null) {
  let page;
  try {
    page = await captureTab(tabId);
  } catch (error) {
    return show(tabId, { ok: false, error: "no-page", message: WORDS.noPage });
  }
  const wantPdf = withPdf ?? (await settings()).savePdf;
  let pdf = null;
  let note = "";
  if (wantPdf) {
    const looked = await ask({ type: "inspect", page });
    if (!looked.ok) return show(tabId, looked);
    if (looked.found.pdf_url) {
      const fetched = await fetchPdf(looked.found.pdf_url);
      if (fetched.failed) return show(tabId, fetched.failed);
      pdf = fetched.pdf;
    } else {
      note = WORDS.noPdfLink;
    }
  }
  const remembered = choices ?? { up_next: (await settings()).upNext };
  const answer = await ask({ type: "save", page, choices: remembered, pdf });
  if (answer.ok && note) answer.note = note;
  return show(tabId, answer);
}

// The answer on the toolbar button too, for a save made with the shortcut.
async function show(tabId, answer) {
  try {
    await api.action.setBadgeBackgroundColor({ tabId, color: answer.ok ? "#2e7d32" : "#c62828" });
    await api.action.setBadgeText({ tabId, text: answer.ok ? "✓" : "!" });
    await api.action.setTitle({ tabId, title: answer.message });
  } catch (error) {
    // the tab has closed: nothing to show it on
  }
  return answer;
}

async function activeTabId() {
  const [tab] = await api.tabs.query({ active: true, lastFocusedWindow: true });
  return tab ? tab.id : null;
}

api.commands.onCommand.addListener(async (command) => {
  if (command !== "save-page") return;
  const tabId = await activeTabId();
  if (tabId !== null) await saveTab(tabId);
});

// The popup asks through messages: it closes as soon as the user looks away, the save goes on.
api.runtime.onMessage.addListener((message, sender, reply) => {
  if (sender.id !== api.runtime.id) return false;
  const work =
    message.type === "inspect"
      ? inspectTab(message.tabId)
      : message.type === "save"
        ? saveTab(message.tabId, message.choices, message.withPdf)
        : message.type === "hello"
          ? ask({ type: "hello" })
          : null;
  if (work === null) return false;
  work.then(reply);
  return true;
});

Object.assign(globalThis, { saveTab, captureTab, inspectTab });
