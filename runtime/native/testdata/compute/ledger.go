// A double-entry ledger: accounts of several kinds sharing behaviour
// through embedded structs (promoted and overridden methods), an
// interface of them, errors of the skill's own types with Is and Unwrap,
// errors.Join of every failed transfer, a journal replayed to check the
// balances, and money as a named int64 with a String method.
package ledger

import (
	"errors"
	"fmt"
	"math/rand"
	"sort"
	"strings"

	"github.com/skillrun/skillrun/skills"
)

type Args struct {
	Transfers int   `json:"transfers,omitempty"`
	Seed      int64 `json:"seed,omitempty"`
	Limit     int64 `json:"limit,omitempty"`
}

type Money int64

func (m Money) String() string {
	sign := ""
	if m < 0 {
		sign, m = "-", -m
	}
	return fmt.Sprintf("%s%d.%02d", sign, m/100, m%100)
}

var ErrFunds = errors.New("insufficient funds")
var ErrFrozen = errors.New("account frozen")

type TransferError struct {
	From, To string
	Amount   Money
	Err      error
}

func (e *TransferError) Error() string {
	return fmt.Sprintf("transfer %v from %s to %s: %v", e.Amount, e.From, e.To, e.Err)
}
func (e *TransferError) Unwrap() error { return e.Err }

type LimitError struct{ Over Money }

func (e LimitError) Error() string        { return fmt.Sprintf("over the limit by %v", e.Over) }
func (e LimitError) Is(target error) bool { return target == ErrFunds }

type Account interface {
	Name() string
	Balance() Money
	Withdraw(Money) error
	Deposit(Money)
	Kind() string
}

type base struct {
	name    string
	balance Money
	frozen  bool
}

func (b *base) Name() string    { return b.name }
func (b *base) Balance() Money  { return b.balance }
func (b *base) Deposit(m Money) { b.balance += m }
func (b *base) Withdraw(m Money) error {
	if b.frozen {
		return ErrFrozen
	}
	if m > b.balance {
		return ErrFunds
	}
	b.balance -= m
	return nil
}
func (b *base) Kind() string { return "base" }

type Checking struct {
	base
	overdraft Money
}

func (c *Checking) Withdraw(m Money) error {
	if c.frozen {
		return ErrFrozen
	}
	if m > c.balance+c.overdraft {
		return LimitError{m - c.balance - c.overdraft}
	}
	c.balance -= m
	return nil
}
func (c *Checking) Kind() string { return "checking" }

type Savings struct {
	base
	withdrawals int
}

func (s *Savings) Withdraw(m Money) error {
	if s.withdrawals >= 3 {
		return fmt.Errorf("savings %s: %w", s.name, ErrFrozen)
	}
	if err := s.base.Withdraw(m); err != nil {
		return err
	}
	s.withdrawals++
	return nil
}
func (s *Savings) Kind() string { return "savings" }

type entry struct {
	from, to string
	amount   Money
}

type Ledger struct {
	accounts map[string]Account
	journal  []entry
}

func (l *Ledger) Transfer(from, to string, m Money) error {
	a, b := l.accounts[from], l.accounts[to]
	if a == nil || b == nil {
		return &TransferError{from, to, m, fmt.Errorf("no account")}
	}
	if err := a.Withdraw(m); err != nil {
		return &TransferError{from, to, m, err}
	}
	b.Deposit(m)
	l.journal = append(l.journal, entry{from, to, m})
	return nil
}

func Run(env skills.Env, args Args) (skills.Result, error) {
	n := args.Transfers
	if n == 0 {
		n = 5000
	}
	if n < 0 || n > 1000000 {
		return nil, errors.New("transfers must be 0..1000000")
	}
	limit := Money(args.Limit)
	if limit == 0 {
		limit = 5000
	}
	l := &Ledger{accounts: map[string]Account{}}
	open := map[string]Money{}
	names := []string{}
	for i := range 6 {
		name := fmt.Sprintf("acct%d", i)
		var a Account
		switch i % 3 {
		case 0:
			a = &Checking{base: base{name: name, balance: 10000}, overdraft: limit}
		case 1:
			a = &Savings{base: base{name: name, balance: 20000}}
		default:
			a = &base{name: name, balance: 5000, frozen: i == 5}
		}
		l.accounts[name] = a
		open[name] = a.Balance()
		names = append(names, name)
	}
	r := rand.New(rand.NewSource(args.Seed))
	var errs []error
	counts := map[string]int{}
	for range n {
		from, to := names[r.Intn(len(names))], names[r.Intn(len(names))]
		if r.Intn(50) == 0 {
			to = "ghost"
		}
		err := l.Transfer(from, to, Money(r.Intn(9000)))
		var te *TransferError
		var le LimitError
		switch {
		case err == nil:
			counts["ok"]++
		case errors.As(err, &le):
			counts["limit"]++
		case errors.Is(err, ErrFunds):
			counts["funds"]++
		case errors.Is(err, ErrFrozen):
			counts["frozen"]++
		case errors.As(err, &te):
			counts["other:"+te.Err.Error()]++
		}
		if err != nil && len(errs) < 4 {
			errs = append(errs, err)
		}
	}
	// Replay the journal from the opening balances.
	replay := map[string]Money{}
	for k, v := range open {
		replay[k] = v
	}
	for _, e := range l.journal {
		replay[e.from] -= e.amount
		replay[e.to] += e.amount
	}
	var lines []string
	var total Money
	sort.Strings(names)
	for _, name := range names {
		a := l.accounts[name]
		total += a.Balance()
		lines = append(lines, fmt.Sprintf("%s %s %v %t", name, a.Kind(), a.Balance(), replay[name] == a.Balance()))
	}
	joined := errors.Join(errs...)
	return skills.Result{"accounts": lines, "total": total.String(), "counts": counts, "journal": len(l.journal),
		"joined": strings.Split(fmt.Sprint(joined), "\n"), "funds_in_joined": errors.Is(joined, ErrFunds)}, nil
}
