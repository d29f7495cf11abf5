package sandbox

// This file is compiled into the tests and run as a skill
// (TestCaseLabels): labels declared directly among a case clause's
// statements, of a switch, a type switch and a select (a labelled loop's
// continue and break, a goto forward and back, a label on nothing before
// the closing brace, a fallthrough after a goto loop). yaegi did not find
// them ("undefined: outer": the skill did not compile).

import "github.com/skillrun/skillrun/skills"

func clRun() skills.Result {
	var trace []int
	for n := range 4 {
		r := 0
		switch n {
		case 0:
		outer:
			for i := 0; i < 5; i++ {
				for j := 0; j < 5; j++ {
					if j == 2 {
						continue outer
					}
					if i == 3 {
						break outer
					}
					r++
				}
			}
		case 1:
		again:
			r++
			if r < 10 {
				goto again
			}
			fallthrough
		case 2:
			r += 1000
		default:
			goto end
		end:
		}
		var x any = n
		switch x := x.(type) {
		case int:
			if x > 1 {
				goto skip
			}
			r -= 7
		skip:
			r *= 2
		case string:
		}
		trace = append(trace, r)
	}
	ch := make(chan int, 20)
	for i := range 20 {
		ch <- i
	}
	close(ch)
	total, skipped := 0, 0
	var never chan int // nil: its case is never ready
	for done := false; !done; {
		select {
		case <-never:
		case v, ok := <-ch:
			if !ok {
				done = true
				break
			}
		inner:
			for k := 0; k < 3; k++ {
				switch {
				case v%5 == 0:
					skipped++
					break inner
				case k == 1:
					continue inner
				}
				total += v * k
			}
		}
	}
	return skills.Result{"trace": trace, "total": total, "skipped": skipped}
}
