package plain

import "testing"

// TestSelectN: a 'p' case's value comes back itself, with whether it was
// sent (the result's low bit); a closed channel gives the zero value; a
// nil channel never proceeds; the default is taken when no case can.
func TestSelectN(t *testing.T) {
	a, b := make(chan int, 1), make(chan string, 1)
	var nilc chan int
	a <- 7
	if k, v := Select2(false, "pp", nilc, nil, a, nil); k != 3 || v != 7 {
		t.Errorf("Select2 = %d, %v; want 3, 7", k, v)
	}
	close(b)
	if k, v := Select2(false, "pp", a, nil, b, nil); k != 2 || v != "" {
		t.Errorf("closed: Select2 = %d, %v; want 2, \"\"", k, v)
	}
	if k, _ := Select1(true, "p", a, nil); k != -1 {
		t.Errorf("nothing ready: Select1 = %d; want -1", k)
	}
	if k, _ := Select3(true, "vdp", a, 5, nilc, nil, nilc, nil); k != 0 || <-a != 5 {
		t.Errorf("send: Select3 = %d; want 0", k)
	}
	box, pair := make(chan [2]int, 1), make(chan [2]int, 1)
	pair <- [2]int{1, 2}
	if k, v := SelectN(false, "dr", nilc, nil, pair, box); k != 2 || v != nil || <-box != [2]int{1, 2} {
		t.Errorf("boxed: SelectN = %d, %v; want 2, nil and the value in the box", k, v)
	}
}

// TestSelectUniform: of the cases that can proceed, each is chosen about
// as often (Go chooses uniformly); polling them in a random order keeps
// that.
func TestSelectUniform(t *testing.T) {
	a, b, c := make(chan int, 1), make(chan int, 1), make(chan int)
	var n [3]int
	for range 3000 {
		select {
		case a <- 1:
		default:
		}
		select {
		case b <- 1:
		default:
		}
		k, _ := Select3(false, "ddd", a, nil, b, nil, c, nil)
		n[k/2]++
	}
	if n[2] != 0 || n[0] < 1200 || n[1] < 1200 {
		t.Errorf("chosen %v times; want about 1500, 1500, 0", n)
	}
}
