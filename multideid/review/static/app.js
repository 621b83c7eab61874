// multideid review page. Hand-written, no framework, no build step, no external asset.
// Document text is only ever inserted with textContent (never as HTML markup).
"use strict";

const $ = (id) => document.getElementById(id);
const S = {
  state: null,      // /api/state
  doc: null,        // /api/doc of the current document
  docIndex: 0,
  cur: null,        // current item id
  previewMode: "redacted",
  pickerAction: null,
  pickerItems: [],
  pickerOn: 0,
};

// ------------------------------------------------------------------ server

async function api(path, body) {
  const opts = body === undefined ? { credentials: "same-origin" } : {
    method: "POST", credentials: "same-origin",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  };
  const r = await fetch(path, opts);
  let data = null;
  try { data = await r.json(); } catch (e) { data = { error: "bad response" }; }
  if (!r.ok) throw new Error(data && data.error ? data.error : "HTTP " + r.status);
  return data;
}

function flash(msg, err) {
  const el = $("saved");
  el.textContent = msg;
  el.classList.toggle("err", !!err);
}

// Actions run one after the other: a key pressed while the previous action is in flight is
// applied to the state that action produced (e.g. two quick "]" move the start by two).
let queue = Promise.resolve();
function act(op, extra) {
  const run = () => doAct(typeof op === "function" ? op() : op, typeof extra === "function" ? extra() : extra);
  const p = queue.then(run, run);
  queue = p.catch(() => {});
  return p;
}

async function doAct(op, extra) {
  if (!S.doc || extra === null) return;
  try {
    const res = await api("/api/action", Object.assign({ op: op, doc: S.docIndex }, extra || {}));
    S.state.can_undo = res.can_undo;
    S.state.documents[res.doc] = res.doc_view.summary;
    flash("saved " + new Date().toLocaleTimeString());
    if (res.doc !== S.docIndex && op !== "undo") {  // the reviewer has moved on to another document
      renderDocs();
      return res;
    }
    S.docIndex = res.doc;  // undo shows where it happened
    S.doc = res.doc_view;
    // follow a new span (add) or the undone one; otherwise stay where the reviewer is now
    if ((op === "add" || op === "undo") && res.item && itemById(res.item)) S.cur = res.item;
    else if (S.cur && !itemById(S.cur)) S.cur = null;
    renderAll();
    return res;
  } catch (e) {
    flash("not saved: " + e.message, true);
  }
}

// ------------------------------------------------------------------ helpers

function itemById(id) { return S.doc ? S.doc.items.find((it) => it.id === id) : null; }
function labelClass(label) {
  const i = S.state.labels.indexOf(label);
  return "lbl-" + ((i < 0 ? S.state.labels.length : i) % 12);
}
function isLow(it) { return it.origin === "model" && it.score < S.state.low_score; }
function matchesFilter(it) {
  const dis = $("f-disagree").checked, low = $("f-low").checked, pend = $("f-pending").checked;
  if (dis && !it.disagreement) return false;
  if (low && !isLow(it)) return false;
  if (pend && it.effective.status !== "pending") return false;
  return true;
}
function certainty(it) { return it.origin === "base" ? 0 : it.score; }
function navItems() {
  if (!S.doc) return [];
  const items = S.doc.items.filter(matchesFilter);
  if ($("order").value === "uncertain") items.sort((a, b) => certainty(a) - certainty(b) || a.start - b.start);
  return items;
}
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// ------------------------------------------------------------------ rendering

function renderDocs() {
  const ul = $("docs");
  ul.replaceChildren();
  let order = S.state.documents.map((d, i) => i);
  if ($("order").value === "uncertain") {
    order.sort((a, b) => (S.state.documents[b].low + S.state.documents[b].disagreements) -
                         (S.state.documents[a].low + S.state.documents[a].disagreements) || a - b);
  }
  const dis = $("f-disagree").checked, low = $("f-low").checked, pend = $("f-pending").checked;
  for (const i of order) {
    const d = S.state.documents[i];
    const li = el("li");
    li.dataset.index = i;
    if (i === S.docIndex) li.classList.add("cur");
    if (i !== S.docIndex && ((dis && !d.disagreements) || (low && !d.low) || (pend && !d.pending))) li.classList.add("hidden");
    const name = el("div", "docid" + (d.reviewed ? " done" : ""), d.id);
    li.append(name);
    const chips = el("div", "chips");
    for (const [lab, n] of Object.entries(d.counts)) {
      const c = el("span", "chip", lab + " " + n);
      chips.append(c);
    }
    if (d.pending) chips.append(el("span", "chip", d.pending + " undecided"));
    if (d.low) chips.append(el("span", "chip warn", d.low + " low"));
    if (d.disagreements) chips.append(el("span", "chip dis", d.disagreements + " disagree"));
    li.append(chips);
    li.addEventListener("click", () => openDoc(i));
    ul.append(li);
  }
  const n = S.state.documents.length, done = S.state.documents.filter((d) => d.reviewed).length;
  $("progress").textContent = done + " / " + n + " documents reviewed";
}

function renderText() {
  const pre = $("text");
  pre.replaceChildren();
  const text = S.doc.text;
  const items = S.doc.items;
  const cuts = new Set([0, text.length]);
  for (const it of items) { cuts.add(it.effective.start); cuts.add(it.effective.end); }
  const pts = Array.from(cuts).sort((a, b) => a - b);
  for (let k = 0; k + 1 < pts.length; k++) {
    const a = pts[k], b = pts[k + 1];
    const cover = items.filter((it) => it.effective.start <= a && it.effective.end >= b);
    const node = el("span", null, text.slice(a, b));
    node.dataset.off = a;
    if (cover.length) {
      cover.sort((x, y) => (x.id === S.cur ? -1 : y.id === S.cur ? 1 : 0) ||
                           (x.effective.end - x.effective.start) - (y.effective.end - y.effective.start));
      const it = cover[0];
      node.className = "seg " + labelClass(it.effective.label) + " st-" + it.effective.status + " origin-" + it.origin;
      if (cover.some((c) => c.id === S.cur)) node.classList.add("cur");
      if (!matchesFilter(it)) node.classList.add("filtered-out");
      node.dataset.item = it.id;
      node.title = it.effective.label + (it.origin === "model" ? " · score " + it.score.toFixed(2) : " · base only");
      node.addEventListener("click", (ev) => { if (String(window.getSelection()).length === 0) { select(it.id); ev.stopPropagation(); } });
    } else {
      node.className = "plain";
    }
    pre.append(node);
  }
}

function renderPreview() {
  const p = S.doc.preview;
  const txt = S.previewMode === "surrogate" ? (p.surrogate === null ? "(surrogates not available)" : p.surrogate) : p.redacted;
  $("preview").textContent = txt;
  $("tab-redacted").classList.toggle("on", S.previewMode === "redacted");
  $("tab-surrogate").classList.toggle("on", S.previewMode === "surrogate");
}

function renderDetail() {
  const info = $("span-info");
  info.replaceChildren();
  const it = itemById(S.cur);
  const nav = navItems();
  const k = it ? nav.findIndex((x) => x.id === it.id) : -1;
  $("span-pos").textContent = !it ? "(" + nav.length + " in view)" : k < 0 ? "(outside the filter; " + nav.length + " in view)"
                                  : "(" + (k + 1) + " of " + nav.length + ")";
  for (const id of ["btn-accept", "btn-reject", "btn-relabel", "btn-bounds", "btn-s-left", "btn-s-right", "btn-e-left", "btn-e-right"]) {
    $(id).disabled = !it;
  }
  $("btn-undo").disabled = !S.state.can_undo;
  $("btn-done").textContent = S.doc && S.doc.reviewed ? "Reopen" : "Mark reviewed";
  if (!it) {
    info.append(el("p", "muted", "No span selected. j/k move between spans; select text and press s to add one."));
  } else {
    const e = it.effective;
    const dl = el("dl");
    const row = (k, v) => { dl.append(el("dt", null, k)); const dd = el("dd"); if (typeof v === "string") dd.textContent = v; else dd.append(v); dl.append(dd); };
    const lab = el("span");
    lab.append(el("span", "sw " + labelClass(e.label)), document.createTextNode(e.label));
    if (e.label !== it.label) lab.append(document.createTextNode(" (model: " + it.label + ")"));
    row("label", lab);
    row("text", S.doc.text.slice(e.start, e.end));
    row("offsets", e.start + "–" + e.end + (e.start !== it.start || e.end !== it.end ? " (model: " + it.start + "–" + it.end + ")" : ""));
    row("status", e.status);
    row("origin", it.origin === "model" ? "predicted by the ensemble" : it.origin === "added" ? "added by the reviewer" : "found by a base only (not predicted)");
    if (it.origin === "model") row("stacker score", it.score.toFixed(3) + (isLow(it) ? "  (low)" : ""));
    if (it.found_by) {
      const f = el("div");
      const names = Object.keys(it.found_by);
      if (!names.length) f.append(el("span", "muted", "none"));
      for (const b of names) {
        const x = it.found_by[b];
        const same = x.start === e.start && x.end === e.end;
        f.append(el("div", "found", "✔ " + b + " as " + x.label + (x.as !== x.label ? " (→ " + x.as + ")" : "") +
                    (same ? "" : " at " + x.start + "–" + x.end)));
      }
      row("found by", f);
      const m = el("div");
      if (!it.missed_by.length) m.append(el("span", "muted", "none"));
      for (const b of it.missed_by) m.append(el("div", "missed", "✘ " + b));
      const others = S.state.bases.filter((b) => !(b in it.found_by) && !it.missed_by.includes(b));
      if (others.length) m.append(el("div", "muted", "n/a (never produce " + it.label + "): " + others.join(", ")));
      row("not found by", m);
    } else if (it.origin === "model") {
      row("bases", el("span", "muted", "not available (predictions read from --pred)"));
    }
    info.append(dl);
  }
  const ol = $("spanlist");
  ol.replaceChildren();
  const shown = new Set(nav.map((x) => x.id));
  for (const x of nav.concat(S.doc.items.filter((y) => !shown.has(y.id)))) {
    const li = el("li", "status-" + x.effective.status);
    if (x.id === S.cur) li.classList.add("cur");
    if (!shown.has(x.id)) li.classList.add("hidden");
    li.dataset.item = x.id;
    li.textContent = x.effective.label + " " + (x.origin === "model" ? x.score.toFixed(2) : x.origin === "added" ? "added" : "base") +
                     " · " + x.effective.status + (x.disagreement ? " · ≠" : "");
    li.addEventListener("click", () => select(x.id));
    ol.append(li);
  }
}

function renderAll() {
  renderDocs();
  if (!S.doc) return;
  $("doc-title").textContent = S.doc.id + (S.doc.reviewed ? " ✓ reviewed" : "");
  renderText();
  renderPreview();
  renderDetail();
  const c = document.querySelector("#text .seg.cur");
  if (c && c.scrollIntoView) c.scrollIntoView({ block: "nearest" });
}

// ------------------------------------------------------------------ navigation

let posTimer = null;
function savePosition() {
  clearTimeout(posTimer);
  posTimer = setTimeout(() => { api("/api/position", { doc: S.docIndex, item: S.cur }).catch(() => {}); }, 250);
}

function select(id) {
  S.cur = id;
  renderText();
  renderDetail();
  savePosition();
}

function move(step) {
  const nav = navItems();
  if (!nav.length) return;
  let k = nav.findIndex((x) => x.id === S.cur);
  k = k < 0 ? (step > 0 ? 0 : nav.length - 1) : Math.min(nav.length - 1, Math.max(0, k + step));
  select(nav[k].id);
  const c = document.querySelector("#text .seg.cur");
  if (c && c.scrollIntoView) c.scrollIntoView({ block: "nearest" });
}

async function openDoc(i, item) {
  S.docIndex = i;
  S.doc = await api("/api/doc?i=" + i);
  S.state.documents[i] = S.doc.summary;
  S.cur = item && itemById(item) ? item : null;
  if (!S.cur) { const nav = navItems(); S.cur = nav.length ? nav[0].id : null; }
  renderAll();
  savePosition();
}

// ------------------------------------------------------------------ selection -> offsets

function offsetOf(node, off) {
  if (node.nodeType === Node.TEXT_NODE) {
    const seg = node.parentElement;
    return Number(seg.dataset.off) + off;
  }
  const pre = $("text");
  if (node === pre) {
    const child = pre.childNodes[off];
    return child ? Number(child.dataset.off) : S.doc.text.length;
  }
  return node.dataset && node.dataset.off !== undefined ? Number(node.dataset.off) + (off ? node.textContent.length : 0) : null;
}

function selectedRange() {
  const sel = window.getSelection();
  if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
  const r = sel.getRangeAt(0);
  const pre = $("text");
  if (!pre.contains(r.startContainer) || !pre.contains(r.endContainer)) return null;
  let a = offsetOf(r.startContainer, r.startOffset), b = offsetOf(r.endContainer, r.endOffset);
  if (a === null || b === null) return null;
  const t = S.doc.text;
  while (a < b && /\s/.test(t[a])) a++;
  while (b > a && /\s/.test(t[b - 1])) b--;
  return a < b ? { start: a, end: b } : null;
}

// ------------------------------------------------------------------ label picker

function openPicker(title, initial, onPick) {
  S.pickerAction = onPick;
  $("picker-title").textContent = title;
  $("picker").hidden = false;
  const f = $("picker-filter");
  f.value = "";
  S.pickerOn = Math.max(0, S.state.labels.indexOf(initial));
  fillPicker();
  f.focus();
}
function fillPicker() {
  const q = $("picker-filter").value.trim().toUpperCase();
  S.pickerItems = S.state.labels.filter((l) => l.toUpperCase().includes(q));
  if (S.pickerOn >= S.pickerItems.length) S.pickerOn = 0;
  const ul = $("picker-list");
  ul.replaceChildren();
  S.pickerItems.forEach((l, k) => {
    const li = el("li", k === S.pickerOn ? "on" : "");
    li.append(el("span", "sw " + labelClass(l)), document.createTextNode(l));
    li.addEventListener("click", () => pick(l));
    ul.append(li);
  });
}
function closePicker() { $("picker").hidden = true; S.pickerAction = null; $("text").focus(); }
function pick(label) { const f = S.pickerAction; closePicker(); if (f && label) f(label); }
function pickerKey(ev) {
  if (ev.key === "Escape") { closePicker(); }
  else if (ev.key === "ArrowDown") { S.pickerOn = Math.min(S.pickerItems.length - 1, S.pickerOn + 1); fillPicker(); }
  else if (ev.key === "ArrowUp") { S.pickerOn = Math.max(0, S.pickerOn - 1); fillPicker(); }
  else if (ev.key === "Enter") {
    const typed = $("picker-filter").value.trim();
    pick(S.pickerItems.length ? S.pickerItems[S.pickerOn] : typed);
  } else { return; }
  ev.preventDefault();
}

// ------------------------------------------------------------------ actions

// the span the reviewer sees when pressing the key (not whatever is current when the action runs)
function current() { const it = itemById(S.cur); return it ? { item: it.id, doc: S.docIndex } : null; }
function accept() { act("accept", current()); }
function reject() { act("reject", current()); }
function relabel() {
  const it = itemById(S.cur);
  if (it) openPicker("Relabel as", it.effective.label, (l) => act("relabel", { item: it.id, label: l }));
}
function nudge(which, delta) {
  const id = S.cur, doc = S.docIndex;
  act("adjust", () => {  // offsets computed when its turn comes, from the latest state
    const it = S.docIndex === doc ? itemById(id) : null;
    if (!it) return null;
    const e = it.effective;
    const s = which === "start" ? e.start + delta : e.start, t = which === "end" ? e.end + delta : e.end;
    if (s < 0 || t > S.doc.text.length || s >= t) { flash("cannot move the boundary there", true); return null; }
    return { item: it.id, doc: doc, start: s, end: t };
  });
}
function boundsFromSelection() {
  const it = itemById(S.cur), r = selectedRange();
  if (!it || !r) { flash("select text first", true); return; }
  window.getSelection().removeAllRanges();
  act("adjust", { item: it.id, start: r.start, end: r.end });
}
function addSelection() {
  const r = selectedRange();
  if (!r) { flash("select the missed text first", true); return; }
  const cur = itemById(S.cur);
  openPicker("Add span as", cur ? cur.effective.label : S.state.labels[0], (l) => {
    window.getSelection().removeAllRanges();
    act("add", { start: r.start, end: r.end, label: l });
  });
}
function acceptRest() { act("accept_rest"); }  // one action: one undo
function toggleDone() { act(() => (S.doc.reviewed ? "reopen" : "done")); }
async function undo() {
  const res = await act("undo");
  if (res && res.doc !== undefined && S.doc && S.doc.index !== res.doc) await openDoc(res.doc, res.item);
}
function toggleHelp(show) { $("help").hidden = show === undefined ? !$("help").hidden : !show; }

function onKey(ev) {
  if (!$("picker").hidden) return;  // the picker's input handles its keys
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const tag = ev.target && ev.target.tagName;
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
  if (!$("help").hidden) { if (ev.key === "Escape" || ev.key === "?") { toggleHelp(false); ev.preventDefault(); } return; }
  const k = ev.key;
  const map = {
    j: () => move(1), n: () => move(1), k: () => move(-1), p: () => move(-1),
    J: () => openDoc(Math.min(S.state.documents.length - 1, S.docIndex + 1)),
    K: () => openDoc(Math.max(0, S.docIndex - 1)),
    a: accept, r: reject, l: relabel, u: undo, s: addSelection, b: boundsFromSelection,
    x: () => act("reset", current()),
    A: acceptRest, d: toggleDone,
    "[": () => nudge("start", -1), "]": () => nudge("start", 1), "{": () => nudge("end", -1), "}": () => nudge("end", 1),
    f: () => { $("f-disagree").checked = !$("f-disagree").checked; renderAll(); },
    o: () => { $("order").value = $("order").value === "text" ? "uncertain" : "text"; renderAll(); },
    "?": () => toggleHelp(true),
  };
  if (map[k]) { ev.preventDefault(); map[k](); }
}

// ------------------------------------------------------------------ start

async function start() {
  if (window.location.search) history.replaceState(null, "", "/");  // the token lives in the cookie now
  $("help-btn").addEventListener("click", () => toggleHelp());
  $("help").addEventListener("click", (ev) => { if (ev.target === $("help")) toggleHelp(false); });
  $("picker").addEventListener("click", (ev) => { if (ev.target === $("picker")) closePicker(); });
  $("picker-filter").addEventListener("input", fillPicker);
  $("picker-filter").addEventListener("keydown", pickerKey);
  $("btn-accept").addEventListener("click", accept);
  $("btn-reject").addEventListener("click", reject);
  $("btn-relabel").addEventListener("click", relabel);
  $("btn-bounds").addEventListener("click", boundsFromSelection);
  $("btn-add").addEventListener("click", addSelection);
  $("btn-s-left").addEventListener("click", () => nudge("start", -1));
  $("btn-s-right").addEventListener("click", () => nudge("start", 1));
  $("btn-e-left").addEventListener("click", () => nudge("end", -1));
  $("btn-e-right").addEventListener("click", () => nudge("end", 1));
  $("btn-undo").addEventListener("click", undo);
  $("btn-done").addEventListener("click", toggleDone);
  $("btn-acceptall").addEventListener("click", acceptRest);
  $("tab-redacted").addEventListener("click", () => { S.previewMode = "redacted"; renderPreview(); });
  $("tab-surrogate").addEventListener("click", () => { S.previewMode = "surrogate"; renderPreview(); });
  for (const id of ["f-disagree", "f-low", "f-pending", "order"]) $(id).addEventListener("change", () => { $(id).blur(); renderAll(); });
  document.addEventListener("keydown", onKey);
  try {
    S.state = await api("/api/state");
  } catch (e) {
    $("doc-title").textContent = "cannot load: " + e.message;
    return;
  }
  const pos = S.state.position || { doc: 0, item: null };
  await openDoc(Math.min(pos.doc || 0, S.state.documents.length - 1), pos.item);
  $("text").focus();
}

document.addEventListener("DOMContentLoaded", start);
