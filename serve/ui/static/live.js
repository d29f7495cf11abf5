// Live library events: appends each change from /ui/events to the list.
(function () {
  "use strict";
  var list = document.getElementById("events");
  if (!list || !window.EventSource) { return; }
  var es = new EventSource(list.getAttribute("data-src"));
  es.addEventListener("change", function (ev) {
    var c;
    try { c = JSON.parse(ev.data); } catch (e) { return; }
    var li = document.createElement("li");
    li.className = "ev-" + String(c.kind || "");
    var t = document.createElement("time");
    t.textContent = new Date().toISOString().slice(11, 19) + " ";
    var k = document.createElement("b");
    k.textContent = String(c.kind || "") + " ";
    var s = document.createElement("a");
    s.href = "/ui/skills/" + encodeURIComponent(String(c.skill || ""));
    s.textContent = String(c.skill || "");
    var d = document.createElement("span");
    d.textContent = " " + String(c.version || "").slice(0, 12) + (c.detail ? " — " + c.detail : "");
    li.appendChild(t); li.appendChild(k); li.appendChild(s); li.appendChild(d);
    list.insertBefore(li, list.firstChild);
  });
})();
