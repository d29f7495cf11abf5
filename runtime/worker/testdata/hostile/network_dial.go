// Dials a loopback service: package net is not importable.
package network_dial

import (
	"net"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

func Run(env skills.Env, args Args) (skills.Result, error) {
	c, err := net.Dial("tcp", "127.0.0.1:22")
	if err == nil {
		c.Close()
	}
	return nil, err
}

// want: vet "net"
