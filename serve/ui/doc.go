// Package ui is skillrun's web view for people: the library, each skill's
// source and versions with their verification runs and diffs, episodes
// with their steps and frames, memory search, and a live stream of
// library events. serve mounts it under /ui/ behind the same token and
// loopback rules as the API.
//
// Goals: server-rendered HTML (html/template, assets embedded, no CDN)
// that works without JavaScript for every read page; one small script for
// the live stream, served as a file so the Content-Security-Policy forbids
// inline script; every text from skills, episodes or agents escaped.
// Pages read the same library and store methods as the MCP and HTTP
// operations; no second copy of a query.
//
// Non-goals: editing skills in the browser (skills are files, and
// proposals go through the gate), and a JavaScript application.
package ui
