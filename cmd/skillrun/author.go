package main

import (
	"context"
	"os"
	"os/exec"
	"os/user"
	"strings"
	"time"
)

// localAuthor names who saves a skill from this command line: the git
// author of the repository dir is in (user.name <user.email>, as git
// would record a commit), else $USER, else the account's name.
func localAuthor(dir string) string {
	if a := gitAuthor(dir); a != "" {
		return a
	}
	if u := os.Getenv("USER"); u != "" {
		return u
	}
	if u, err := user.Current(); err == nil {
		return u.Username
	}
	return "unknown"
}

// gitAuthor asks git for the author identity in dir's repository; "" when
// git is missing, dir is in no repository, or no identity is configured.
func gitAuthor(dir string) string {
	if _, err := exec.LookPath("git"); err != nil {
		return ""
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	get := func(args ...string) string {
		cmd := exec.CommandContext(ctx, "git", append([]string{"-C", dir}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_TERMINAL_PROMPT=0")
		out, err := cmd.Output()
		if err != nil {
			return ""
		}
		return strings.TrimSpace(string(out))
	}
	if get("rev-parse", "--is-inside-work-tree") != "true" {
		return ""
	}
	name, email := get("config", "user.name"), get("config", "user.email")
	switch {
	case name != "" && email != "":
		return name + " <" + email + ">"
	case name != "":
		return name
	}
	return email
}

// saver names who saves from this command line: the git author of the
// library's repository, else $USER (localAuthor), found once.
func (a *app) saver() string {
	if a.saverName == "" {
		dir := a.libDir()
		if dir == "" {
			dir = "."
		}
		a.saverName = localAuthor(dir)
	}
	return a.saverName
}
