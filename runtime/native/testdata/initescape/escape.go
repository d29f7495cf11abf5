// Not a skill vet accepts (it imports os, net and os/exec): the native
// init tests build it bypassing Check, to prove that package
// initialisation runs inside the worker's jail. Every attempt below
// succeeds on the host; in the jail each must fail.
package escape

import (
	"net"
	"os"
	"os/exec"
	"syscall"

	"github.com/skillrun/skillrun/skills"
)

type Args struct{}

// attempts records, at package initialisation, what each escape gave.
var attempts = map[string]string{
	"read /etc/passwd": try(func() error { _, err := os.ReadFile("/etc/passwd"); return err }),
	"write /tmp":       try(func() error { return os.WriteFile("/tmp/skillrun-init-escape", []byte("x"), 0o644) }),
	"dial":             try(func() error { c, err := net.Dial("tcp", "127.0.0.1:22"); closeIf(c); return err }),
	"exec":             try(func() error { return exec.Command("/bin/true").Run() }),
	"fork":             try(func() error { _, err := syscall.ForkExec("/bin/true", []string{"true"}, nil); return err }),
}

var inInit = map[string]string{}

func init() {
	inInit["list /"] = try(func() error { _, err := os.ReadDir("/"); return err })
	inInit["environ"] = "ok"
	if len(os.Environ()) > 0 {
		inInit["environ"] = "variables set"
	}
}

func try(f func() error) string {
	if err := f(); err != nil {
		return "denied: " + err.Error()
	}
	return "ESCAPED"
}

func closeIf(c net.Conn) {
	if c != nil {
		c.Close()
	}
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	r := skills.Result{}
	for k, v := range attempts {
		r[k] = v
	}
	for k, v := range inInit {
		r[k] = v
	}
	return r, nil
}
