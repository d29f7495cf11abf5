// Does not vet.
package broken

import "os"

type Args struct{}
