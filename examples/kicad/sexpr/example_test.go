package sexpr_test

import (
	"fmt"

	"github.com/skillrun/skillrun/examples/kicad/sexpr"
)

// Parse a fragment, change one value and add a node: everything else is
// written back exactly as it was read.
func ExampleParse() {
	doc, err := sexpr.Parse([]byte("(kicad_sch (version 20211123)\n  (label \"VCC\" (at 10.16 20.32 0))\n)\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	root := doc.Root()
	root.Child("label").Kids[1].SetValue("VCC_5V")
	root.Insert(sexpr.List("no_connect", sexpr.List("at", sexpr.Num(12.7), sexpr.Num(5.08))))
	fmt.Print(string(doc.Bytes()))
	// Output:
	// (kicad_sch (version 20211123)
	//   (label "VCC_5V" (at 10.16 20.32 0))
	//   (no_connect (at 12.7 5.08))
	// )
}
