package main

import (
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/skills"
)

func runRequest(raw []byte, timeout time.Duration) library.Request {
	return library.Request{Args: raw, Limits: skills.Limits{Timeout: timeout}}
}
