//go:build !linux

package library

// newCloseSource reports that this platform has no close events (nil, nil):
// Watch falls back to fsnotify, and every change waits for the debounce.
func newCloseSource() (source, error) { return nil, nil }
