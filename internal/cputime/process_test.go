package cputime

import (
	"os"
	"os/exec"
	"testing"
	"time"
)

// TestProcess reads a child's CPU clock while it spins and after, and
// this process's own; a clock that cannot be read says so.
func TestProcess(t *testing.T) {
	cmd := exec.Command("sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; sleep 5")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	first, ok := Process(cmd.Process.Pid)
	if !ok {
		t.Fatal("the child's CPU clock could not be read")
	}
	var last time.Duration
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		last, _ = Process(cmd.Process.Pid)
		if last-first >= 100*time.Millisecond {
			break
		}
	}
	if last-first < 100*time.Millisecond {
		t.Fatalf("the child spun, its clock moved %v", last-first)
	}
	if own, ok := Process(os.Getpid()); !ok || own <= 0 {
		t.Fatalf("own process clock: %v %v", own, ok)
	}
	if _, ok := Process(0); ok {
		t.Fatal("pid 0 read")
	}
	cmd.Process.Kill()
	cmd.Wait()
	if _, ok := Process(cmd.Process.Pid); ok {
		t.Fatal("a reaped process's clock read")
	}
}
