package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/skillrun/skillrun/library"
	"github.com/skillrun/skillrun/runtime/native"
	"github.com/skillrun/skillrun/skills"
	"github.com/spf13/cobra"
)

func init() { commands = append(commands, newRunCmd) }

type runOutput struct {
	Skill   string `json:"skill"`
	Version string `json:"version,omitempty"`
	// Tier is the tier that ran the version (interpreted or native) when
	// the native tier is on (--native-after, or a version proved before).
	Tier       string             `json:"tier,omitempty"`
	OK         bool               `json:"ok"`
	Result     skills.Result      `json:"result,omitempty"`
	Detections any                `json:"detections,omitempty"`
	Output     string             `json:"output,omitempty"`
	Error      *cliError          `json:"error,omitempty"`
	ExitCode   int                `json:"exit_code"`
	Trace      *skills.Invocation `json:"trace,omitempty"`
	// Episode is the episode the run was recorded as (--env).
	Episode string `json:"episode,omitempty"`
}

func newRunCmd(a *app) *cobra.Command {
	var args string
	var timeout time.Duration
	var trace bool
	var env, envParams string
	c := &cobra.Command{
		Use:   "run NAME [ARGS]",
		Short: "Run a skill by name with JSON arguments",
		Long: `Run a skill from the library by name.

Arguments are a JSON object (--args '{"n": 3}', or the second argument:
skillrun run add '{"a": 1}'), or @FILE to read it from a file, or - to
read it from standard input. The result is printed as JSON.

Exit codes: 0 ok, 1 the skill returned an error, 2 bad input, 3 timeout,
4 a resource limit, 5 the skill crashed or broke a sandbox rule.`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, pos []string) error {
			if len(pos) == 2 {
				if cmd.Flags().Changed("args") {
					return usageError{fmt.Errorf("arguments given twice, as %q and --args %q: give them once", pos[1], args)}
				}
				args = pos[1]
			}
			raw, err := readArgs(args)
			if err != nil {
				return err
			}
			lib, err := a.openLibrary()
			if err != nil {
				return err
			}
			ctx := cmd.Context()
			a.applyDisabled(ctx, lib)
			req := runRequest(raw, timeout)
			var er *envRun
			if env != "" {
				if er, err = a.openEnvRun(ctx, env, json.RawMessage(envParams)); err != nil {
					return err
				}
				req.World = er.rec
			}
			res, err := lib.Run(ctx, pos[0], req)
			episode := ""
			if er != nil {
				var rerr error
				var rolled []library.Decision
				if episode, rolled, rerr = er.finish(ctx, a, lib, pos[0], raw, res, err); rerr != nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: the run was not recorded: %v\n", rerr)
				} else if episode != "" && !a.json {
					fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: recorded as episode %s\n", episode)
				}
				for _, d := range rolled {
					fmt.Fprintf(cmd.ErrOrStderr(), "skillrun: %s rolled back: %s\n", d.Skill, d.Reason)
				}
			}
			out := runOutput{Skill: pos[0], OK: err == nil, ExitCode: exitCode(err), Episode: episode}
			if a.tiered != nil {
				if s, gerr := lib.Get(pos[0]); gerr == nil && s.Builtin == nil {
					out.Tier = string(native.Interpreted) // building or refused: it ran interpreted
					if tier, _ := a.tiered.x.TierOf(s.Unit); tier == native.Native {
						out.Tier = string(native.Native)
					}
				}
			}
			if res != nil {
				if res.Invocation != nil {
					out.Version = res.Invocation.Version
					if trace || a.json {
						out.Trace = res.Invocation
					}
				}
				if res.Response != nil {
					out.Result = res.Result
					if res.Detections != nil {
						out.Detections = res.Detections
					}
					out.Output = string(res.Output)
				}
			}
			if err != nil {
				out.Error = describe(err)
			}
			if a.json {
				if werr := writeJSON(cmd.OutOrStdout(), out); werr != nil {
					return werr
				}
				if err != nil {
					return silentError{code: exitCode(err)}
				}
				return nil
			}
			if out.Output != "" {
				// What the skill printed is its own text: the terminal
				// shows its control characters, it does not obey them.
				fmt.Fprint(cmd.ErrOrStderr(), printable(out.Output))
			}
			if err != nil {
				return err
			}
			if trace {
				return writeJSON(cmd.OutOrStdout(), out)
			}
			if out.Detections != nil {
				return writeJSON(cmd.OutOrStdout(), out.Detections)
			}
			return writeJSON(cmd.OutOrStdout(), out.Result)
		},
	}
	c.Flags().StringVar(&args, "args", "{}", "arguments as a JSON object, @FILE, or - for stdin")
	c.Flags().DurationVar(&timeout, "timeout", 0, "wall-clock limit for the run (default: the skill's, else 30s)")
	c.Flags().BoolVar(&trace, "trace", false, "print the run's trace (actions, logs, nested calls) with the result")
	c.Flags().StringVar(&env, "env", "", "act in an environment (voxel, or the domains' others) and record the run in memory as a verifiable episode linked to the versions that ran")
	c.Flags().StringVar(&envParams, "env-params", "{}", "the environment's parameters, a JSON object (voxel: {\"scene\": NAME})")
	a.domainList().EnvFlags(c.Flags())
	return c
}

// readArgs reads the --args value.
func readArgs(v string) ([]byte, error) {
	var raw []byte
	switch {
	case v == "-":
		b, err := readAllLimited(os.Stdin, 16<<20)
		if err != nil {
			return nil, usageError{fmt.Errorf("read arguments from stdin: %w", err)}
		}
		raw = b
	case strings.HasPrefix(v, "@"):
		b, err := os.ReadFile(v[1:])
		if err != nil {
			return nil, usageError{fmt.Errorf("read arguments: %w", err)}
		}
		raw = b
	default:
		raw = []byte(v)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return nil, fmt.Errorf("%w: --args must be a JSON object: %s", skills.ErrInvalidArgs, jsonProblem(raw, err))
	}
	return raw, nil
}

func jsonProblem(raw []byte, err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("%v at byte %d", se, se.Offset)
	}
	if err != nil {
		return err.Error()
	}
	return "got " + strings.TrimSpace(string(raw))
}

func readAllLimited(f *os.File, limit int64) ([]byte, error) {
	buf := make([]byte, 0, 4096)
	for {
		if int64(len(buf)) > limit {
			return nil, fmt.Errorf("more than %d bytes", limit)
		}
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err != nil {
			if err.Error() == "EOF" {
				return buf, nil
			}
			return buf, err
		}
	}
}

// errorKind names the class of an error for JSON output: skills.KindOf,
// the table the exit code, the server and the metrics use too.
func errorKind(err error) string { return string(skills.KindOf(err)) }
