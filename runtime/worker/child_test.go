package worker

import (
	"os"
	"sync"
	"testing"
	"time"

	"github.com/skillrun/skillrun/skills"
)

// TestEnvRepliesReachTheirWaiters drives a worker's side of the pipe in
// process. Goroutines of one call each make an env call, one after another;
// the host, like the real one, answers them one at a time and then waits
// for the worker, here in an order (every one but the first, then the
// first) that has each reply read by a goroutine other than its waiter and
// the right to read passed straight to that waiter. A reply read but not
// yet delivered when the reader hands on the right to read must still
// reach its waiter, which otherwise reads a pipe on which nothing more
// will come: the call bomb's hang under CPU load. A pause between reading
// a frame and delivering it (testHookRead) stands in for the reader's
// thread being descheduled there. The deadline only detects the hang; it
// is no measure of speed.
func TestEnvRepliesReachTheirWaiters(t *testing.T) {
	testHookRead = func() { time.Sleep(2 * time.Millisecond) }
	defer func() { testHookRead = nil }()
	toHostR, toHostW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	fromHostR, fromHostW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	c := &child{out: toHostW, fr: newFrameReader(fromHostR, 1<<20), pending: map[uint32]chan frame{}, readTok: make(chan struct{}, 1)}
	c.readTok <- struct{}{}
	const rounds, fanout = 10, 3
	got := make(chan struct{}, fanout)
	hostDone := make(chan error, 1)
	go func() {
		fr := newFrameReader(toHostR, 1<<20)
		for {
			var seqs []uint32
			for len(seqs) < fanout {
				f, err := fr.read()
				if err != nil {
					hostDone <- nil
					return
				}
				seqs = append(seqs, f.seq)
				got <- struct{}{}
			}
			for _, seq := range append(seqs[1:], seqs[0]) {
				time.Sleep(5 * time.Millisecond) // the reader waits in read(2)
				b, err := encodeEnvReply(seq, &envReply{Result: skills.Result{"seq": float64(seq)}})
				if err == nil {
					_, err = fromHostW.Write(b)
				}
				if err != nil {
					hostDone <- err
					return
				}
			}
		}
	}()
	defer func() {
		if t.Failed() {
			return // a goroutine may still be reading fromHostR: leave the pipes be
		}
		toHostW.Close()
		if err := <-hostDone; err != nil {
			t.Error(err)
		}
		fromHostW.Close()
		toHostR.Close()
		fromHostR.Close()
	}()
	for r := 0; r < rounds; r++ {
		env := &remoteEnv{c: c}
		var wg sync.WaitGroup
		errs := make(chan error, fanout)
		for i := 0; i < fanout; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := env.Call("waits", nil); err != nil {
					errs <- err
				}
			}()
			<-got
			time.Sleep(time.Millisecond) // it waits for its reply (or to read)
		}
		done := make(chan struct{})
		go func() { wg.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			t.Fatalf("round %d: env calls still wait for replies the host has sent", r)
		}
		close(errs)
		for err := range errs {
			t.Fatalf("round %d: %v", r, err)
		}
	}
}
