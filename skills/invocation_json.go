package skills

import (
	"encoding/json"
	"math"
	"time"
)

// invocationJSON is an Invocation as JSON, its duration in milliseconds.
type invocationJSON struct {
	plainInvocation
	// DurationNS hides the embedded duration_ns (a shallower field wins).
	DurationNS *int64  `json:"duration_ns,omitempty"`
	DurationMS float64 `json:"duration_ms"`
}

type plainInvocation Invocation

// MarshalJSON encodes inv with its duration as "duration_ms", a float of
// milliseconds (skillrun's JSON carries no integer nanoseconds).
func (inv Invocation) MarshalJSON() ([]byte, error) {
	return json.Marshal(invocationJSON{plainInvocation: plainInvocation(inv),
		DurationMS: float64(inv.Duration) / float64(time.Millisecond)})
}

// UnmarshalJSON decodes an invocation with "duration_ms", or the older
// "duration_ns".
func (inv *Invocation) UnmarshalJSON(b []byte) error {
	var v struct {
		plainInvocation
		DurationMS *float64 `json:"duration_ms"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*inv = Invocation(v.plainInvocation)
	if v.DurationMS != nil {
		inv.Duration = time.Duration(math.Round(*v.DurationMS * float64(time.Millisecond)))
	}
	return nil
}
