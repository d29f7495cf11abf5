// Command printversion prints buildinfo.Version(), for the package's test.
package main

import (
	"fmt"

	"github.com/skillrun/skillrun/internal/buildinfo"
)

func main() { fmt.Println(buildinfo.Version()) }
