// A struct embedding 130 types: go/types walks them all at each
// selection of a promoted field.
package embed_wide

import "github.com/skillrun/skillrun/skills"

// want: vet embeds more than 128 types

type Args struct{}

type Wide struct {
	L0
	L1
	L2
	L3
	L4
	L5
	L6
	L7
	L8
	L9
	L10
	L11
	L12
	L13
	L14
	L15
	L16
	L17
	L18
	L19
	L20
	L21
	L22
	L23
	L24
	L25
	L26
	L27
	L28
	L29
	L30
	L31
	L32
	L33
	L34
	L35
	L36
	L37
	L38
	L39
	L40
	L41
	L42
	L43
	L44
	L45
	L46
	L47
	L48
	L49
	L50
	L51
	L52
	L53
	L54
	L55
	L56
	L57
	L58
	L59
	L60
	L61
	L62
	L63
	L64
	L65
	L66
	L67
	L68
	L69
	L70
	L71
	L72
	L73
	L74
	L75
	L76
	L77
	L78
	L79
	L80
	L81
	L82
	L83
	L84
	L85
	L86
	L87
	L88
	L89
	L90
	L91
	L92
	L93
	L94
	L95
	L96
	L97
	L98
	L99
	L100
	L101
	L102
	L103
	L104
	L105
	L106
	L107
	L108
	L109
	L110
	L111
	L112
	L113
	L114
	L115
	L116
	L117
	L118
	L119
	L120
	L121
	L122
	L123
	L124
	L125
	L126
	L127
	L128
	L129
}

type L0 struct{ y0 int }
type L1 struct{ y1 int }
type L2 struct{ y2 int }
type L3 struct{ y3 int }
type L4 struct{ y4 int }
type L5 struct{ y5 int }
type L6 struct{ y6 int }
type L7 struct{ y7 int }
type L8 struct{ y8 int }
type L9 struct{ y9 int }
type L10 struct{ y10 int }
type L11 struct{ y11 int }
type L12 struct{ y12 int }
type L13 struct{ y13 int }
type L14 struct{ y14 int }
type L15 struct{ y15 int }
type L16 struct{ y16 int }
type L17 struct{ y17 int }
type L18 struct{ y18 int }
type L19 struct{ y19 int }
type L20 struct{ y20 int }
type L21 struct{ y21 int }
type L22 struct{ y22 int }
type L23 struct{ y23 int }
type L24 struct{ y24 int }
type L25 struct{ y25 int }
type L26 struct{ y26 int }
type L27 struct{ y27 int }
type L28 struct{ y28 int }
type L29 struct{ y29 int }
type L30 struct{ y30 int }
type L31 struct{ y31 int }
type L32 struct{ y32 int }
type L33 struct{ y33 int }
type L34 struct{ y34 int }
type L35 struct{ y35 int }
type L36 struct{ y36 int }
type L37 struct{ y37 int }
type L38 struct{ y38 int }
type L39 struct{ y39 int }
type L40 struct{ y40 int }
type L41 struct{ y41 int }
type L42 struct{ y42 int }
type L43 struct{ y43 int }
type L44 struct{ y44 int }
type L45 struct{ y45 int }
type L46 struct{ y46 int }
type L47 struct{ y47 int }
type L48 struct{ y48 int }
type L49 struct{ y49 int }
type L50 struct{ y50 int }
type L51 struct{ y51 int }
type L52 struct{ y52 int }
type L53 struct{ y53 int }
type L54 struct{ y54 int }
type L55 struct{ y55 int }
type L56 struct{ y56 int }
type L57 struct{ y57 int }
type L58 struct{ y58 int }
type L59 struct{ y59 int }
type L60 struct{ y60 int }
type L61 struct{ y61 int }
type L62 struct{ y62 int }
type L63 struct{ y63 int }
type L64 struct{ y64 int }
type L65 struct{ y65 int }
type L66 struct{ y66 int }
type L67 struct{ y67 int }
type L68 struct{ y68 int }
type L69 struct{ y69 int }
type L70 struct{ y70 int }
type L71 struct{ y71 int }
type L72 struct{ y72 int }
type L73 struct{ y73 int }
type L74 struct{ y74 int }
type L75 struct{ y75 int }
type L76 struct{ y76 int }
type L77 struct{ y77 int }
type L78 struct{ y78 int }
type L79 struct{ y79 int }
type L80 struct{ y80 int }
type L81 struct{ y81 int }
type L82 struct{ y82 int }
type L83 struct{ y83 int }
type L84 struct{ y84 int }
type L85 struct{ y85 int }
type L86 struct{ y86 int }
type L87 struct{ y87 int }
type L88 struct{ y88 int }
type L89 struct{ y89 int }
type L90 struct{ y90 int }
type L91 struct{ y91 int }
type L92 struct{ y92 int }
type L93 struct{ y93 int }
type L94 struct{ y94 int }
type L95 struct{ y95 int }
type L96 struct{ y96 int }
type L97 struct{ y97 int }
type L98 struct{ y98 int }
type L99 struct{ y99 int }
type L100 struct{ y100 int }
type L101 struct{ y101 int }
type L102 struct{ y102 int }
type L103 struct{ y103 int }
type L104 struct{ y104 int }
type L105 struct{ y105 int }
type L106 struct{ y106 int }
type L107 struct{ y107 int }
type L108 struct{ y108 int }
type L109 struct{ y109 int }
type L110 struct{ y110 int }
type L111 struct{ y111 int }
type L112 struct{ y112 int }
type L113 struct{ y113 int }
type L114 struct{ y114 int }
type L115 struct{ y115 int }
type L116 struct{ y116 int }
type L117 struct{ y117 int }
type L118 struct{ y118 int }
type L119 struct{ y119 int }
type L120 struct{ y120 int }
type L121 struct{ y121 int }
type L122 struct{ y122 int }
type L123 struct{ y123 int }
type L124 struct{ y124 int }
type L125 struct{ y125 int }
type L126 struct{ y126 int }
type L127 struct{ y127 int }
type L128 struct{ y128 int }
type L129 struct{ y129 int }

func Run(env skills.Env, args Args) (skills.Result, error) {
	var v Wide
	return skills.Result{"y": v.y129}, nil
}
