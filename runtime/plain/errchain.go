package plain

// Unwraps is what err's Unwrap method gives, for an error of another
// package's type (check's errorsAs walks the skill's own): many reports
// an Unwrap() []error (errors.Join, fmt.Errorf with several %w).
func Unwraps(err error) (errs []error, many bool) {
	switch u := err.(type) {
	case interface{ Unwrap() []error }:
		return u.Unwrap(), true
	case interface{ Unwrap() error }:
		if e := u.Unwrap(); e != nil {
			return []error{e}, false
		}
	}
	return nil, false
}
