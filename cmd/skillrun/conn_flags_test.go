package main

import (
	"testing"
	"time"

	"github.com/skillrun/skillrun/serve"
	"github.com/spf13/pflag"
)

// TestStreamKeepAliveFlag: --stream-keepalive defaults to serve's
// interval, takes another, and 0 turns keep-alives off (Options' zero
// would be the default).
func TestStreamKeepAliveFlag(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want time.Duration
	}{
		{nil, serve.DefaultStreamKeepAlive},
		{[]string{"--stream-keepalive", "40s"}, 40 * time.Second},
		{[]string{"--stream-keepalive", "0"}, -1},
	} {
		var c connFlags
		f := pflag.NewFlagSet("serve", pflag.ContinueOnError)
		c.register(f)
		if err := f.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		var o serve.Options
		c.apply(&o)
		if o.StreamKeepAlive != tc.want {
			t.Errorf("%v: StreamKeepAlive %v; want %v", tc.args, o.StreamKeepAlive, tc.want)
		}
	}
}
