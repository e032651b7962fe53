// The popup: what Lectern found on the page (guesses marked), whether the library has it,
// and the choices for Save. The worker does the work (background.js), so a save goes on
// when the popup closes.
const api = globalThis.browser ?? globalThis.chrome;
const $ = (id) => document.getElementById(id);
let tabId = null;
let rating = null; // null: leave the stars as they are

function say(text, failed = false) {
  const answer = $("answer");
  answer.hidden = false;
  answer.textContent = text;
  answer.className = failed ? "failed" : "ok";
}

function field(element, text, guessed) {
  element.textContent = text;
  element.classList.toggle("guessed", Boolean(guessed && text));
}

function stars() {
  const box = $("stars");
  for (let n = 1; n <= 5; n++) {
    const star = document.createElement("button");
    star.type = "button";
    star.textContent = "★";
    star.title = `${n} star${n > 1 ? "s" : ""}`;
    star.addEventListener("click", () => {
      rating = rating === n ? 0 : n;
      [...box.querySelectorAll("button")].forEach((b, i) => b.classList.toggle("on", i < rating));
    });
    box.appendChild(star);
  }
}

function showFound(answer) {
  const found = answer.found;
  const guessed = new Set(found.guessed);
  $("found").hidden = false;
  field($("title"), found.title, guessed.has("title"));
  const more = found.more_authors ? ` and ${found.more_authors} more` : "";
  const byline = [found.authors.join(", ") + more, found.year ?? ""].filter(Boolean).join(" · ");
  field($("byline"), byline, guessed.has("authors") || guessed.has("date"));
  field($("venue"), found.venue, guessed.has("venue"));
  $("guessed").hidden = guessed.size === 0;
  if (answer.known) {
    const where = answer.known.in_trash ? "in the Trash; saving brings it back" : answer.known.status_label;
    $("known").hidden = false;
    $("known").textContent = `Already in your library (${where}).`;
    $("status").value = answer.known.status;
  }
  $("choices").hidden = false;
}

async function save(event) {
  event.preventDefault();
  $("save").disabled = true;
  say("Saving…");
  const choices = {
    status: $("status").value,
    rating,
    tags: $("tags").value.split(",").map((t) => t.trim()).filter(Boolean),
    collection: $("collection").value.trim(),
    up_next: $("up-next").checked,
  };
  const answer = await api.runtime.sendMessage({
    type: "save",
    tabId,
    choices,
    withPdf: $("save-pdf").checked,
  });
  say(answer.note ? `${answer.message} ${answer.note}` : answer.message, !answer.ok);
  $("save").disabled = false;
}

async function start() {
  stars();
  // "Add to Up next" and "Also save the PDF" are kept for the next save, as the user left them.
  const remembered = { "up-next": "upNext", "save-pdf": "savePdf" };
  const stored = await api.storage.local.get({ upNext: false, savePdf: false });
  for (const [id, key] of Object.entries(remembered)) {
    $(id).checked = stored[key];
    $(id).addEventListener("change", () => api.storage.local.set({ [key]: $(id).checked }));
  }
  $("choices").addEventListener("submit", save);
  const [tab] = await api.tabs.query({ active: true, currentWindow: true });
  tabId = tab ? tab.id : null;
  const answer = await api.runtime.sendMessage({ type: "inspect", tabId });
  $("state").hidden = true;
  if (!answer.ok) {
    say(answer.message, true);
    return;
  }
  showFound(answer);
}

start();
