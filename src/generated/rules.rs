// Generated from uri2396.pest, rfc2732.pest, java.pest, rfc3986.pest and rfc3987.pest by
// `cargo run -p uri2396-compile --features parsers --example regenerate`. Do not edit.
/// The names, BNF and sections of the rules of `TABLE`, each string once.
static STRINGS: &str = "URI-referenceURI-reference = [ absoluteURI | relativeURI ] [ \"#\" fragment ]4absoluteURI = scheme \":\" ( hier_part | opaque_part )3relativeURI = ( net_path | abs_path | rel_path ) [ \"?\" query ]5hier_part = ( net_path | abs_path ) [ \"?\" query ]opaque_part = uric_no_slash *uricuric_no_slash = unreserved | escaped | \";\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"net_path = \"//\" authority [ abs_path ]abs_path = \"/\"  path_segmentsrel_path = rel_segment [ abs_path ]rel_segment = 1*( unreserved | escaped | \";\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )3.1authority = server | reg_name3.2reg_name = 1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )3.2.1server = [ [ userinfo \"@\" ] hostport ]3.2.2userinfo = *( unreserved | escaped | \";\" | \":\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )hostport = host [ \":\" port ]host = hostname | IPv4addresshostname = *( domainlabel \".\" ) toplabel [ \".\" ]domainlabel = alphanum | alphanum *( alphanum | \"-\" ) alphanumtoplabel = alpha | alpha *( alphanum | \"-\" ) alphanumIPv4address = 1*digit \".\" 1*digit \".\" 1*digit \".\" 1*digitport = *digitpath = [ abs_path | opaque_part ]3.3path_segments = segment *( \"/\" segment )segment = *pchar *( \";\" param )param = *pcharpchar = unreserved | escaped | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"query = *uric3.4fragment = *uric4.1uric = reserved | unreserved | escapedreserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"unreserved = alphanum | mark2.3mark = \"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\"escaped = \"%\" hex hex2.4.1hex = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\"alphanum = alpha | digit1.6alpha = lowalpha | upalphalowalpha = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\"upalpha = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\"digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\"controlcontrol = <US-ASCII coded characters 00-1F and 7F hexadecimal>2.4.3spacespace = <US-ASCII coded character 20 hexadecimal>delimsdelims = \"<\" | \">\" | \"#\" | \"%\" | <\">unwiseunwise = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"[\" | \"]\" | \"`\"host = hostname | IPv4address | IPv6referenceIPv6reference = \"[\" IPv6address \"]\"IPv6address = <eight 16-bit pieces x:x:x:x:x:x:x:x, each 1*4 hex; \"::\" at most once for one or more pieces of zeros; the last two may be d.d.d.d>ls32ls32 = ( hex4 \":\" hex4 ) | dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octethex4 = 1*4hexdec-octet = <1*3digit of value at most 255>IPv4address = 1*3digit \".\" 1*3digit \".\" 1*3digit \".\" 1*3digitreserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\"unwise = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"`\"URI-reference = [ scheme \":\" ] empty-authority \"#\" fragment | ( [ absoluteURI | relativeURI ] [ \"#\" fragment ] )empty-authority = \"//\"relativeURI = \"?\" query | ( empty-authority \"?\" query | ( net_path | path-absolute | rel_path ) [ \"?\" query ] )empty-relative-pathhier_part = empty-authority \"?\" query | ( net_path | path-absolute ) [ \"?\" query ]path-absolute = \"/\" [ segment-nz *( \"/\" segment ) ]segment-nz = 1*pchar *( \";\" param ) | 1*( \";\" param )uric_no_slash = unreserved | escaped | \";\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\"brackets-outside-the-hostnet_path = \"//\" authority [ abs_path ] | empty-authority abs_pathserver = [ userinfo \"@\" ] hostportIPv6reference = \"[\" IPv6address [ \"%\" scope-id ] \"]\"ipv6-literalsscope-id = 1*( alphanum | \"_\" | \".\" )dec-octet = *\"0\" <1*3digit of value at most 255, not starting with \"0\"> | 1*\"0\"ipv4-addresseshostname = *( domainlabel \".\" ) toplabel [ \".\" ] | domainlabel [ \".\" ]single-label-hostnamesIPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octetport = *\"0\" [ <decimal of value at most 2147483647, not starting with \"0\"> ]portsescaped = \"%\" hex hex | otherother-charactersother = <a character above U+009F that is no space character (Zs, Zl, Zp)>URI-reference = URI / relative-refrelative-ref = relative-part [ \"?\" query ] [ \"#\" fragment ]4.2relative-part = \"//\" authority path-abempty / path-absolute / path-noscheme / path-emptyabsolute-URIabsolute-URI = scheme \":\" hier-part [ \"?\" query ]URI = scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]hier-part = \"//\" authority path-abempty / path-absolute / path-rootless / path-emptyscheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )authority = [ userinfo \"@\" ] host [ \":\" port ]userinfo = *( unreserved / pct-encoded / sub-delims / \":\" )host = IP-literal / IPv4address / reg-nameIP-literal = \"[\" ( IPv6address / IPvFuture ) \"]\"IPvFuture = \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / [ h16 ] \"::\" 4( h16 \":\" ) ls32 / [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32 / [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32 / [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32 / [ *4( h16 \":\" ) h16 ] \"::\" ls32 / [ *5( h16 \":\" ) h16 ] \"::\" h16 / [ *6( h16 \":\" ) h16 ] \"::\"h16 = 1*4HEXDIGls32 = ( h16 \":\" h16 ) / IPv4addressdec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35reg-name = *( unreserved / pct-encoded / sub-delims )port = *DIGIT3.2.3path = path-abempty / path-absolute / path-noscheme / path-rootless / path-emptypath-abempty = *( \"/\" segment )path-noscheme = segment-nz-nc *( \"/\" segment )path-rootless = segment-nz *( \"/\" segment )path-empty = 0<pchar>segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" )pchar = unreserved / pct-encoded / sub-delims / \":\" / \"@\"query = *( pchar / \"/\" / \"?\" )fragment = *( pchar / \"/\" / \"?\" )3.5pct-encoded = \"%\" HEXDIG HEXDIGreserved = gen-delims / sub-delimsgen-delims = \":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\"sub-delims = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\"unreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"ALPHA = %x41-5A / %x61-7AB.1DIGIT = %x30-39HEXDIG = DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"IRI-referenceIRI-reference = IRI / irelative-refIRI = scheme \":\" ihier-part [ \"?\" iquery ] [ \"#\" ifragment ]ihier-part = \"//\" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-emptyabsolute-IRIabsolute-IRI = scheme \":\" ihier-part [ \"?\" iquery ]irelative-ref = irelative-part [ \"?\" iquery ] [ \"#\" ifragment ]irelative-part = \"//\" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-emptyiauthority = [ iuserinfo \"@\" ] ihost [ \":\" port ]iuserinfo = *( iunreserved / pct-encoded / sub-delims / \":\" )ihost = IP-literal / IPv4address / ireg-nameireg-name = *( iunreserved / pct-encoded / sub-delims )ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-emptyipath-abempty = *( \"/\" isegment )ipath-absolute = \"/\" [ isegment-nz *( \"/\" isegment ) ]ipath-noscheme = isegment-nz-nc *( \"/\" isegment )ipath-rootless = isegment-nz *( \"/\" isegment )ipath-empty = 0<ipchar>isegment = *ipcharisegment-nz = 1*ipcharisegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / \"@\" )ipchar = iunreserved / pct-encoded / sub-delims / \":\" / \"@\"iquery = *( ipchar / iprivate / \"/\" / \"?\" )ifragment = *( ipchar / \"/\" / \"?\" )iunreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucscharucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD / %xD0000-DFFFD / %xE1000-EFFFDiprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD";
/// The rules that the rules of `TABLE` name and are named by, each list once.
static LISTS: [Rule; 490] = [Rule(1), Rule(2), Rule(28), Rule(10), Rule(3), Rule(4), Rule(0), Rule(6), Rule(7), Rule(8), Rule(27), Rule(6), Rule(7), Rule(27), Rule(5), Rule(29), Rule(1), Rule(22), Rule(31), Rule(33), Rule(11), Rule(7), Rule(2), Rule(3), Rule(23), Rule(2), Rule(3), Rule(6), Rule(8), Rule(22), Rule(9), Rule(7), Rule(36), Rule(39), Rule(13), Rule(12), Rule(15), Rule(14), Rule(16), Rule(21), Rule(17), Rule(20), Rule(18), Rule(19), Rule(35), Rule(36), Rule(35), Rule(7), Rule(4), Rule(24), Rule(26), Rule(25), Rule(24), Rule(25), Rule(4), Rule(27), Rule(28), Rule(35), Rule(32), Rule(5), Rule(9), Rule(12), Rule(14), Rule(34), Rule(5), Rule(9), Rule(12), Rule(14), Rule(26), Rule(29), Rule(18), Rule(19), Rule(31), Rule(37), Rule(38), Rule(10), Rule(19), Rule(35), Rule(10), Rule(20), Rule(21), Rule(34), Rule(35), Rule(45), Rule(46), Rule(77), Rule(54), Rule(47), Rule(48), Rule(44), Rule(50), Rule(51), Rule(52), Rule(76), Rule(50), Rule(51), Rule(76), Rule(49), Rule(78), Rule(45), Rule(71), Rule(80), Rule(82), Rule(55), Rule(51), Rule(46), Rule(47), Rule(72), Rule(46), Rule(47), Rule(50), Rule(52), Rule(71), Rule(53), Rule(51), Rule(85), Rule(88), Rule(57), Rule(56), Rule(59), Rule(58), Rule(60), Rule(70), Rule(66), Rule(69), Rule(61), Rule(62), Rule(64), Rule(63), Rule(64), Rule(65), Rule(83), Rule(62), Rule(63), Rule(67), Rule(68), Rule(84), Rule(85), Rule(84), Rule(51), Rule(48), Rule(73), Rule(75), Rule(74), Rule(73), Rule(74), Rule(48), Rule(76), Rule(77), Rule(84), Rule(81), Rule(49), Rule(53), Rule(56), Rule(58), Rule(49), Rule(53), Rule(56), Rule(58), Rule(75), Rule(78), Rule(64), Rule(82), Rule(67), Rule(68), Rule(80), Rule(86), Rule(87), Rule(54), Rule(68), Rule(84), Rule(54), Rule(65), Rule(69), Rule(70), Rule(83), Rule(84), Rule(106), Rule(94), Rule(130), Rule(95), Rule(96), Rule(93), Rule(96), Rule(97), Rule(102), Rule(106), Rule(97), Rule(100), Rule(129), Rule(94), Rule(102), Rule(98), Rule(104), Rule(94), Rule(129), Rule(102), Rule(98), Rule(99), Rule(126), Rule(128), Rule(127), Rule(101), Rule(131), Rule(95), Rule(124), Rule(133), Rule(135), Rule(107), Rule(103), Rule(94), Rule(125), Rule(102), Rule(104), Rule(124), Rule(105), Rule(103), Rule(139), Rule(142), Rule(93), Rule(95), Rule(109), Rule(108), Rule(111), Rule(110), Rule(112), Rule(123), Rule(119), Rule(122), Rule(113), Rule(115), Rule(114), Rule(138), Rule(117), Rule(116), Rule(117), Rule(118), Rule(137), Rule(115), Rule(116), Rule(116), Rule(122), Rule(120), Rule(121), Rule(139), Rule(138), Rule(103), Rule(100), Rule(98), Rule(125), Rule(99), Rule(126), Rule(127), Rule(100), Rule(129), Rule(130), Rule(138), Rule(134), Rule(101), Rule(105), Rule(108), Rule(110), Rule(137), Rule(136), Rule(101), Rule(105), Rule(108), Rule(110), Rule(128), Rule(131), Rule(117), Rule(135), Rule(114), Rule(120), Rule(121), Rule(133), Rule(140), Rule(141), Rule(106), Rule(121), Rule(138), Rule(106), Rule(118), Rule(123), Rule(137), Rule(138), Rule(151), Rule(148), Rule(149), Rule(176), Rule(177), Rule(147), Rule(154), Rule(167), Rule(168), Rule(169), Rule(171), Rule(153), Rule(152), Rule(176), Rule(153), Rule(152), Rule(176), Rule(177), Rule(154), Rule(167), Rule(168), Rule(170), Rule(171), Rule(150), Rule(151), Rule(183), Rule(184), Rule(155), Rule(156), Rule(165), Rule(149), Rule(152), Rule(182), Rule(178), Rule(181), Rule(157), Rule(162), Rule(164), Rule(159), Rule(158), Rule(185), Rule(182), Rule(181), Rule(160), Rule(161), Rule(159), Rule(161), Rule(160), Rule(162), Rule(163), Rule(156), Rule(161), Rule(167), Rule(169), Rule(170), Rule(172), Rule(149), Rule(152), Rule(166), Rule(173), Rule(172), Rule(174), Rule(172), Rule(149), Rule(166), Rule(175), Rule(167), Rule(168), Rule(169), Rule(170), Rule(172), Rule(173), Rule(176), Rule(177), Rule(148), Rule(150), Rule(151), Rule(148), Rule(151), Rule(155), Rule(164), Rule(174), Rule(175), Rule(180), Rule(181), Rule(179), Rule(155), Rule(158), Rule(164), Rule(174), Rule(175), Rule(179), Rule(153), Rule(182), Rule(153), Rule(163), Rule(165), Rule(182), Rule(185), Rule(158), Rule(160), Rule(178), Rule(187), Rule(190), Rule(211), Rule(188), Rule(206), Rule(207), Rule(186), Rule(192), Rule(197), Rule(198), Rule(200), Rule(201), Rule(187), Rule(189), Rule(191), Rule(206), Rule(207), Rule(192), Rule(197), Rule(198), Rule(199), Rule(201), Rule(193), Rule(194), Rule(219), Rule(188), Rule(191), Rule(208), Rule(220), Rule(223), Rule(212), Rule(217), Rule(195), Rule(197), Rule(199), Rule(200), Rule(202), Rule(188), Rule(191), Rule(196), Rule(203), Rule(202), Rule(204), Rule(202), Rule(188), Rule(196), Rule(205), Rule(197), Rule(198), Rule(199), Rule(200), Rule(202), Rule(203), Rule(206), Rule(207), Rule(205), Rule(210), Rule(187), Rule(189), Rule(190), Rule(225), Rule(226), Rule(209), Rule(193), Rule(195), Rule(204), Rule(205), Rule(214), Rule(213), Rule(227), Rule(224), Rule(223), Rule(215), Rule(216), Rule(214), Rule(216), Rule(215), Rule(217), Rule(218), Rule(194), Rule(216), Rule(222), Rule(223), Rule(221), Rule(193), Rule(195), Rule(204), Rule(205), Rule(213), Rule(221), Rule(208), Rule(211), Rule(224), Rule(208), Rule(211), Rule(218), Rule(219), Rule(224), Rule(227), Rule(213), Rule(215), Rule(220)];
/// One row per rule: each grammar's rules, in the order of its file.
static TABLE: [Packed; 228] = [
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (0, 13), bnf: (13, 62), section: (75, 1), uses: (0, 3), used_by: (3, 0) }, // URI-reference
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (31, 11), bnf: (76, 52), section: (128, 1), uses: (3, 3), used_by: (6, 1) }, // absoluteURI
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (45, 11), bnf: (129, 62), section: (191, 1), uses: (7, 4), used_by: (6, 1) }, // relativeURI
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (103, 9), bnf: (192, 49), section: (128, 1), uses: (11, 3), used_by: (0, 1) }, // hier_part
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (115, 11), bnf: (241, 33), section: (128, 1), uses: (14, 2), used_by: (16, 2) }, // opaque_part
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (255, 13), bnf: (274, 90), section: (128, 1), uses: (18, 2), used_by: (5, 1) }, // uric_no_slash
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (145, 8), bnf: (364, 38), section: (128, 1), uses: (20, 2), used_by: (22, 2) }, // net_path
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (156, 8), bnf: (402, 29), section: (128, 1), uses: (24, 1), used_by: (25, 5) }, // abs_path
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (167, 8), bnf: (431, 35), section: (191, 1), uses: (30, 2), used_by: (1, 1) }, // rel_path
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (442, 11), bnf: (466, 82), section: (191, 1), uses: (18, 2), used_by: (9, 1) }, // rel_segment
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (90, 6), bnf: (548, 51), section: (599, 3), uses: (32, 2), used_by: (0, 1) }, // scheme
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (380, 9), bnf: (602, 29), section: (631, 3), uses: (34, 2), used_by: (7, 1) }, // authority
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (623, 8), bnf: (634, 85), section: (719, 5), uses: (18, 2), used_by: (20, 1) }, // reg_name
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (614, 6), bnf: (724, 38), section: (762, 5), uses: (36, 2), used_by: (20, 1) }, // server
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (737, 8), bnf: (767, 78), section: (762, 5), uses: (18, 2), used_by: (34, 1) }, // userinfo
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (752, 8), bnf: (845, 28), section: (762, 5), uses: (38, 2), used_by: (34, 1) }, // hostport
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (752, 4), bnf: (873, 29), section: (762, 5), uses: (40, 2), used_by: (36, 1) }, // host
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (880, 8), bnf: (902, 48), section: (762, 5), uses: (42, 2), used_by: (38, 1) }, // hostname
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (916, 11), bnf: (950, 62), section: (762, 5), uses: (44, 1), used_by: (40, 1) }, // domainlabel
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (934, 8), bnf: (1012, 53), section: (762, 5), uses: (45, 2), used_by: (40, 1) }, // toplabel
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (891, 11), bnf: (1065, 57), section: (762, 5), uses: (33, 1), used_by: (38, 1) }, // IPv4address
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (756, 4), bnf: (1122, 13), section: (762, 5), uses: (33, 1), used_by: (36, 1) }, // port
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (149, 4), bnf: (1135, 33), section: (1168, 3), uses: (47, 2), used_by: (49, 0) }, // path
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (418, 13), bnf: (1171, 40), section: (1168, 3), uses: (49, 1), used_by: (8, 1) }, // path_segments
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Structure, rfc: 2396, name: (423, 7), bnf: (1211, 31), section: (1168, 3), uses: (50, 2), used_by: (24, 1) }, // segment
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (1235, 5), bnf: (1242, 14), section: (1168, 3), uses: (50, 1), used_by: (49, 1) }, // param
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (1222, 5), bnf: (1256, 70), section: (1168, 3), uses: (19, 1), used_by: (52, 2) }, // pchar
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (184, 5), bnf: (1326, 13), section: (1339, 3), uses: (15, 1), used_by: (22, 2) }, // query
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Leaf, rfc: 2396, name: (65, 8), bnf: (1342, 16), section: (1358, 3), uses: (15, 1), used_by: (6, 1) }, // fragment
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (255, 4), bnf: (1361, 38), section: (633, 1), uses: (19, 1), used_by: (54, 3) }, // uric
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (292, 8), bnf: (1399, 68), section: (764, 3), uses: (57, 0), used_by: (57, 0) }, // reserved
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (290, 10), bnf: (1467, 28), section: (1495, 3), uses: (57, 2), used_by: (59, 4) }, // unreserved
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (1491, 4), bnf: (1498, 58), section: (1495, 3), uses: (63, 0), used_by: (18, 1) }, // mark
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (303, 7), bnf: (1556, 21), section: (1577, 5), uses: (63, 1), used_by: (64, 6) }, // escaped
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (1570, 3), bnf: (1582, 83), section: (1577, 5), uses: (33, 1), used_by: (19, 1) }, // hex
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (964, 8), bnf: (1665, 24), section: (1689, 3), uses: (32, 2), used_by: (70, 3) }, // alphanum
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (557, 5), bnf: (1692, 26), section: (1689, 3), uses: (73, 2), used_by: (75, 3) }, // alpha
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (1700, 8), bnf: (1718, 164), section: (1689, 3), uses: (78, 0), used_by: (32, 1) }, // lowalpha
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (1711, 7), bnf: (1882, 163), section: (1689, 3), uses: (78, 0), used_by: (32, 1) }, // upalpha
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Class, rfc: 2396, name: (574, 5), bnf: (2045, 65), section: (1689, 3), uses: (78, 0), used_by: (78, 5) }, // digit
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Excluded, rfc: 2396, name: (2110, 7), bnf: (2117, 62), section: (2179, 5), uses: (83, 0), used_by: (83, 0) }, // control
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Excluded, rfc: 2396, name: (2184, 5), bnf: (2189, 49), section: (2179, 5), uses: (83, 0), used_by: (83, 0) }, // space
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Excluded, rfc: 2396, name: (2238, 6), bnf: (2244, 36), section: (2179, 5), uses: (83, 0), used_by: (83, 0) }, // delims
    Packed { grammar: Dialect::STRICT, kind: RuleKind::Excluded, rfc: 2396, name: (2280, 6), bnf: (2286, 54), section: (2179, 5), uses: (83, 0), used_by: (83, 0) }, // unwise
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (0, 13), bnf: (13, 62), section: (75, 1), uses: (83, 3), used_by: (86, 0) }, // URI-reference
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (31, 11), bnf: (76, 52), section: (128, 1), uses: (86, 3), used_by: (89, 1) }, // absoluteURI
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (45, 11), bnf: (129, 62), section: (191, 1), uses: (90, 4), used_by: (89, 1) }, // relativeURI
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (103, 9), bnf: (192, 49), section: (128, 1), uses: (94, 3), used_by: (83, 1) }, // hier_part
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (115, 11), bnf: (241, 33), section: (128, 1), uses: (97, 2), used_by: (99, 2) }, // opaque_part
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (255, 13), bnf: (274, 90), section: (128, 1), uses: (101, 2), used_by: (88, 1) }, // uric_no_slash
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (145, 8), bnf: (364, 38), section: (128, 1), uses: (103, 2), used_by: (105, 2) }, // net_path
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (156, 8), bnf: (402, 29), section: (128, 1), uses: (107, 1), used_by: (108, 5) }, // abs_path
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (167, 8), bnf: (431, 35), section: (191, 1), uses: (113, 2), used_by: (84, 1) }, // rel_path
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (442, 11), bnf: (466, 82), section: (191, 1), uses: (101, 2), used_by: (92, 1) }, // rel_segment
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (90, 6), bnf: (548, 51), section: (599, 3), uses: (115, 2), used_by: (83, 1) }, // scheme
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (380, 9), bnf: (602, 29), section: (631, 3), uses: (117, 2), used_by: (90, 1) }, // authority
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (623, 8), bnf: (634, 85), section: (719, 5), uses: (101, 2), used_by: (103, 1) }, // reg_name
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (614, 6), bnf: (724, 38), section: (762, 5), uses: (119, 2), used_by: (103, 1) }, // server
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (737, 8), bnf: (767, 78), section: (762, 5), uses: (101, 2), used_by: (117, 1) }, // userinfo
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (752, 8), bnf: (845, 28), section: (762, 5), uses: (121, 2), used_by: (117, 1) }, // hostport
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2732, name: (752, 4), bnf: (2340, 45), section: (128, 1), uses: (123, 3), used_by: (119, 1) }, // host
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2732, name: (2372, 13), bnf: (2385, 35), section: (128, 1), uses: (126, 1), used_by: (121, 1) }, // IPv6reference
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2373, name: (2405, 11), bnf: (2420, 145), section: (764, 3), uses: (127, 2), used_by: (125, 1) }, // IPv6address
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2373, name: (2565, 4), bnf: (2569, 78), section: (764, 3), uses: (129, 2), used_by: (126, 1) }, // ls32
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2373, name: (2578, 4), bnf: (2647, 13), section: (764, 3), uses: (131, 1), used_by: (132, 2) }, // hex4
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2373, name: (2596, 9), bnf: (2660, 43), section: (764, 3), uses: (116, 1), used_by: (128, 1) }, // dec-octet
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (880, 8), bnf: (902, 48), section: (762, 5), uses: (134, 2), used_by: (121, 1) }, // hostname
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (916, 11), bnf: (950, 62), section: (762, 5), uses: (136, 1), used_by: (123, 1) }, // domainlabel
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (934, 8), bnf: (1012, 53), section: (762, 5), uses: (137, 2), used_by: (123, 1) }, // toplabel
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2732, name: (891, 11), bnf: (2703, 61), section: (128, 1), uses: (116, 1), used_by: (121, 1) }, // IPv4address
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (756, 4), bnf: (1122, 13), section: (762, 5), uses: (116, 1), used_by: (119, 1) }, // port
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (149, 4), bnf: (1135, 33), section: (1168, 3), uses: (139, 2), used_by: (141, 0) }, // path
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (418, 13), bnf: (1171, 40), section: (1168, 3), uses: (141, 1), used_by: (91, 1) }, // path_segments
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Structure, rfc: 2396, name: (423, 7), bnf: (1211, 31), section: (1168, 3), uses: (142, 2), used_by: (107, 1) }, // segment
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (1235, 5), bnf: (1242, 14), section: (1168, 3), uses: (142, 1), used_by: (141, 1) }, // param
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (1222, 5), bnf: (1256, 70), section: (1168, 3), uses: (102, 1), used_by: (144, 2) }, // pchar
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (184, 5), bnf: (1326, 13), section: (1339, 3), uses: (98, 1), used_by: (105, 2) }, // query
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Leaf, rfc: 2396, name: (65, 8), bnf: (1342, 16), section: (1358, 3), uses: (98, 1), used_by: (89, 1) }, // fragment
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (255, 4), bnf: (1361, 38), section: (633, 1), uses: (102, 1), used_by: (146, 3) }, // uric
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2732, name: (292, 8), bnf: (2764, 80), section: (128, 1), uses: (149, 0), used_by: (149, 0) }, // reserved
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (290, 10), bnf: (1467, 28), section: (1495, 3), uses: (149, 2), used_by: (151, 4) }, // unreserved
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (1491, 4), bnf: (1498, 58), section: (1495, 3), uses: (155, 0), used_by: (101, 1) }, // mark
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (303, 7), bnf: (1556, 21), section: (1577, 5), uses: (131, 1), used_by: (155, 6) }, // escaped
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (1570, 3), bnf: (1582, 83), section: (1577, 5), uses: (116, 1), used_by: (161, 2) }, // hex
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (964, 8), bnf: (1665, 24), section: (1689, 3), uses: (115, 2), used_by: (163, 3) }, // alphanum
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (557, 5), bnf: (1692, 26), section: (1689, 3), uses: (166, 2), used_by: (168, 3) }, // alpha
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (1700, 8), bnf: (1718, 164), section: (1689, 3), uses: (171, 0), used_by: (115, 1) }, // lowalpha
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (1711, 7), bnf: (1882, 163), section: (1689, 3), uses: (171, 0), used_by: (115, 1) }, // upalpha
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Class, rfc: 2396, name: (574, 5), bnf: (2045, 65), section: (1689, 3), uses: (171, 0), used_by: (171, 6) }, // digit
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Excluded, rfc: 2396, name: (2110, 7), bnf: (2117, 62), section: (2179, 5), uses: (177, 0), used_by: (177, 0) }, // control
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Excluded, rfc: 2396, name: (2184, 5), bnf: (2189, 49), section: (2179, 5), uses: (177, 0), used_by: (177, 0) }, // space
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Excluded, rfc: 2396, name: (2238, 6), bnf: (2244, 36), section: (2179, 5), uses: (177, 0), used_by: (177, 0) }, // delims
    Packed { grammar: Dialect::RFC2732, kind: RuleKind::Excluded, rfc: 2732, name: (2280, 6), bnf: (2844, 42), section: (128, 1), uses: (177, 0), used_by: (177, 0) }, // unwise
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (0, 13), bnf: (2886, 112), section: (2917, 15), uses: (177, 5), used_by: (182, 0) }, // URI-reference
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (2917, 15), bnf: (2998, 22), section: (2917, 15), uses: (182, 0), used_by: (182, 4) }, // empty-authority
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 2396, name: (31, 11), bnf: (76, 52), section: (128, 1), uses: (186, 3), used_by: (182, 1) }, // absoluteURI
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (45, 11), bnf: (3020, 111), section: (3131, 19), uses: (189, 5), used_by: (182, 1) }, // relativeURI
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (103, 9), bnf: (3150, 82), section: (2917, 15), uses: (194, 4), used_by: (180, 1) }, // hier_part
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (3089, 13), bnf: (3232, 51), section: (2917, 15), uses: (198, 2), used_by: (183, 2) }, // path-absolute
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (3254, 10), bnf: (3283, 53), section: (2917, 15), uses: (200, 2), used_by: (192, 1) }, // segment-nz
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (115, 11), bnf: (241, 33), section: (128, 1), uses: (202, 2), used_by: (204, 2) }, // opaque_part
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 0, name: (255, 13), bnf: (3336, 102), section: (3438, 25), uses: (206, 2), used_by: (188, 1) }, // uric_no_slash
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (145, 8), bnf: (3463, 65), section: (2917, 15), uses: (208, 3), used_by: (183, 2) }, // net_path
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 2396, name: (156, 8), bnf: (402, 29), section: (128, 1), uses: (211, 1), used_by: (212, 3) }, // abs_path
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 2396, name: (167, 8), bnf: (431, 35), section: (191, 1), uses: (215, 2), used_by: (181, 1) }, // rel_path
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (442, 11), bnf: (466, 82), section: (191, 1), uses: (206, 2), used_by: (193, 1) }, // rel_segment
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (90, 6), bnf: (548, 51), section: (599, 3), uses: (217, 2), used_by: (219, 2) }, // scheme
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 2396, name: (380, 9), bnf: (602, 29), section: (631, 3), uses: (221, 2), used_by: (185, 1) }, // authority
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (623, 8), bnf: (634, 85), section: (719, 5), uses: (206, 2), used_by: (208, 1) }, // reg_name
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (614, 6), bnf: (3528, 34), section: (2917, 15), uses: (223, 2), used_by: (208, 1) }, // server
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (737, 8), bnf: (767, 78), section: (762, 5), uses: (206, 2), used_by: (221, 1) }, // userinfo
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 2396, name: (752, 8), bnf: (845, 28), section: (762, 5), uses: (225, 2), used_by: (221, 1) }, // hostport
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 2732, name: (752, 4), bnf: (2340, 45), section: (128, 1), uses: (227, 3), used_by: (223, 1) }, // host
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (2372, 13), bnf: (3562, 52), section: (3614, 13), uses: (230, 2), used_by: (225, 1) }, // IPv6reference
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 0, name: (3600, 8), bnf: (3627, 37), section: (3614, 13), uses: (232, 1), used_by: (229, 1) }, // scope-id
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2373, name: (2405, 11), bnf: (2420, 145), section: (764, 3), uses: (233, 2), used_by: (229, 1) }, // IPv6address
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2373, name: (2565, 4), bnf: (2569, 78), section: (764, 3), uses: (235, 2), used_by: (230, 1) }, // ls32
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2373, name: (2578, 4), bnf: (2647, 13), section: (764, 3), uses: (237, 1), used_by: (238, 2) }, // hex4
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 0, name: (2596, 9), bnf: (3664, 79), section: (3743, 14), uses: (218, 1), used_by: (240, 2) }, // dec-octet
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 0, name: (880, 8), bnf: (3757, 70), section: (3827, 22), uses: (242, 2), used_by: (225, 1) }, // hostname
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (916, 11), bnf: (950, 62), section: (762, 5), uses: (232, 1), used_by: (227, 1) }, // domainlabel
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (934, 8), bnf: (1012, 53), section: (762, 5), uses: (244, 2), used_by: (227, 1) }, // toplabel
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 0, name: (891, 11), bnf: (3849, 65), section: (3743, 14), uses: (236, 1), used_by: (225, 1) }, // IPv4address
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 0, name: (756, 4), bnf: (3914, 76), section: (3990, 5), uses: (218, 1), used_by: (223, 1) }, // port
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 2396, name: (149, 4), bnf: (1135, 33), section: (1168, 3), uses: (246, 2), used_by: (248, 0) }, // path
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 2396, name: (418, 13), bnf: (1171, 40), section: (1168, 3), uses: (199, 1), used_by: (209, 1) }, // path_segments
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Structure, rfc: 2396, name: (423, 7), bnf: (1211, 31), section: (1168, 3), uses: (200, 2), used_by: (248, 2) }, // segment
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (1235, 5), bnf: (1242, 14), section: (1168, 3), uses: (200, 1), used_by: (198, 2) }, // param
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (1222, 5), bnf: (1256, 70), section: (1168, 3), uses: (207, 1), used_by: (250, 3) }, // pchar
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (184, 5), bnf: (1326, 13), section: (1339, 3), uses: (203, 1), used_by: (183, 2) }, // query
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Leaf, rfc: 2396, name: (65, 8), bnf: (1342, 16), section: (1358, 3), uses: (203, 1), used_by: (182, 1) }, // fragment
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (255, 4), bnf: (1361, 38), section: (633, 1), uses: (207, 1), used_by: (253, 3) }, // uric
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2732, name: (292, 8), bnf: (2764, 80), section: (128, 1), uses: (256, 0), used_by: (256, 0) }, // reserved
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (290, 10), bnf: (1467, 28), section: (1495, 3), uses: (256, 2), used_by: (258, 4) }, // unreserved
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (1491, 4), bnf: (1498, 58), section: (1495, 3), uses: (262, 0), used_by: (206, 1) }, // mark
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 0, name: (303, 7), bnf: (3995, 29), section: (4024, 16), uses: (262, 2), used_by: (264, 6) }, // escaped
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 0, name: (4019, 5), bnf: (4040, 74), section: (4024, 16), uses: (270, 0), used_by: (207, 1) }, // other
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (1570, 3), bnf: (1582, 83), section: (1577, 5), uses: (218, 1), used_by: (270, 2) }, // hex
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (964, 8), bnf: (1665, 24), section: (1689, 3), uses: (217, 2), used_by: (272, 4) }, // alphanum
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (557, 5), bnf: (1692, 26), section: (1689, 3), uses: (276, 2), used_by: (278, 3) }, // alpha
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (1700, 8), bnf: (1718, 164), section: (1689, 3), uses: (281, 0), used_by: (217, 1) }, // lowalpha
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (1711, 7), bnf: (1882, 163), section: (1689, 3), uses: (281, 0), used_by: (217, 1) }, // upalpha
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Class, rfc: 2396, name: (574, 5), bnf: (2045, 65), section: (1689, 3), uses: (281, 0), used_by: (281, 5) }, // digit
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Excluded, rfc: 2396, name: (2110, 7), bnf: (2117, 62), section: (2179, 5), uses: (286, 0), used_by: (286, 0) }, // control
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Excluded, rfc: 2396, name: (2184, 5), bnf: (2189, 49), section: (2179, 5), uses: (286, 0), used_by: (286, 0) }, // space
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Excluded, rfc: 2396, name: (2238, 6), bnf: (2244, 36), section: (2179, 5), uses: (286, 0), used_by: (286, 0) }, // delims
    Packed { grammar: Dialect::JAVA, kind: RuleKind::Excluded, rfc: 2732, name: (2280, 6), bnf: (2844, 42), section: (128, 1), uses: (286, 0), used_by: (286, 0) }, // unwise
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (0, 13), bnf: (4114, 34), section: (1358, 3), uses: (286, 2), used_by: (288, 0) }, // URI-reference
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (4136, 12), bnf: (4148, 59), section: (4207, 3), uses: (288, 3), used_by: (291, 1) }, // relative-ref
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (4163, 13), bnf: (4210, 88), section: (4207, 3), uses: (292, 5), used_by: (287, 1) }, // relative-part
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (4298, 12), bnf: (4310, 49), section: (2181, 3), uses: (297, 3), used_by: (300, 0) }, // absolute-URI
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (0, 3), bnf: (4359, 57), section: (128, 1), uses: (300, 4), used_by: (291, 1) }, // URI
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (4336, 9), bnf: (4416, 84), section: (128, 1), uses: (304, 5), used_by: (309, 2) }, // hier-part
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (90, 6), bnf: (4500, 51), section: (599, 3), uses: (311, 2), used_by: (309, 2) }, // scheme
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (380, 9), bnf: (4551, 46), section: (631, 3), uses: (313, 3), used_by: (316, 2) }, // authority
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (737, 8), bnf: (4597, 59), section: (719, 5), uses: (318, 3), used_by: (292, 1) }, // userinfo
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (752, 4), bnf: (4656, 42), section: (762, 5), uses: (321, 3), used_by: (292, 1) }, // host
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (4663, 10), bnf: (4698, 48), section: (762, 5), uses: (324, 2), used_by: (314, 1) }, // IP-literal
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (4731, 9), bnf: (4746, 64), section: (762, 5), uses: (326, 3), used_by: (321, 1) }, // IPvFuture
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (2405, 11), bnf: (4810, 321), section: (762, 5), uses: (329, 2), used_by: (321, 1) }, // IPv6address
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 3986, name: (4827, 3), bnf: (5131, 15), section: (762, 5), uses: (326, 1), used_by: (331, 2) }, // h16
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 3986, name: (2565, 4), bnf: (5146, 36), section: (762, 5), uses: (333, 2), used_by: (324, 1) }, // ls32
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (891, 11), bnf: (3849, 65), section: (762, 5), uses: (335, 1), used_by: (336, 2) }, // IPv4address
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 3986, name: (2596, 9), bnf: (5182, 81), section: (762, 5), uses: (312, 1), used_by: (322, 1) }, // dec-octet
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (4690, 8), bnf: (5263, 53), section: (762, 5), uses: (318, 3), used_by: (314, 1) }, // reg-name
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (756, 4), bnf: (5316, 13), section: (5329, 5), uses: (312, 1), used_by: (292, 1) }, // port
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (149, 4), bnf: (5334, 80), section: (1168, 3), uses: (338, 3), used_by: (341, 0) }, // path
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (4241, 12), bnf: (5414, 31), section: (1168, 3), uses: (341, 1), used_by: (342, 3) }, // path-abempty
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (3089, 13), bnf: (3232, 51), section: (1168, 3), uses: (345, 2), used_by: (316, 2) }, // path-absolute
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (4272, 13), bnf: (5445, 46), section: (1168, 3), uses: (347, 2), used_by: (349, 2) }, // path-noscheme
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (4474, 13), bnf: (5491, 43), section: (1168, 3), uses: (345, 2), used_by: (343, 2) }, // path-rootless
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Structure, rfc: 3986, name: (4288, 10), bnf: (5534, 21), section: (1168, 3), uses: (351, 0), used_by: (316, 2) }, // path-empty
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (423, 7), bnf: (1211, 16), section: (1168, 3), uses: (351, 1), used_by: (352, 4) }, // segment
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (3254, 10), bnf: (3283, 20), section: (1168, 3), uses: (351, 1), used_by: (306, 2) }, // segment-nz
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (5461, 13), bnf: (5555, 65), section: (1168, 3), uses: (318, 3), used_by: (295, 1) }, // segment-nz-nc
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 3986, name: (1222, 5), bnf: (5620, 57), section: (1168, 3), uses: (318, 3), used_by: (356, 4) }, // pchar
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (184, 5), bnf: (5677, 30), section: (1339, 3), uses: (351, 1), used_by: (360, 3) }, // query
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Leaf, rfc: 3986, name: (65, 8), bnf: (5707, 33), section: (5740, 3), uses: (351, 1), used_by: (363, 2) }, // fragment
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 3986, name: (4624, 11), bnf: (5743, 31), section: (721, 3), uses: (326, 1), used_by: (365, 4) }, // pct-encoded
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 3986, name: (292, 8), bnf: (5774, 34), section: (764, 3), uses: (369, 2), used_by: (371, 0) }, // reserved
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 3986, name: (5785, 10), bnf: (5808, 52), section: (764, 3), uses: (371, 0), used_by: (371, 1) }, // gen-delims
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 3986, name: (4638, 10), bnf: (5860, 76), section: (764, 3), uses: (372, 0), used_by: (372, 6) }, // sub-delims
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 3986, name: (290, 10), bnf: (5936, 50), section: (1495, 3), uses: (311, 2), used_by: (372, 5) }, // unreserved
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 2234, name: (4509, 5), bnf: (5986, 25), section: (6011, 3), uses: (378, 0), used_by: (378, 2) }, // ALPHA
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 2234, name: (4526, 5), bnf: (6014, 15), section: (6011, 3), uses: (380, 0), used_by: (380, 5) }, // DIGIT
    Packed { grammar: Dialect::RFC3986, kind: RuleKind::Class, rfc: 2234, name: (4764, 6), bnf: (6029, 50), section: (6011, 3), uses: (312, 1), used_by: (385, 3) }, // HEXDIG
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6079, 13), bnf: (6092, 35), section: (764, 3), uses: (388, 2), used_by: (390, 0) }, // IRI-reference
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6079, 3), bnf: (6127, 60), section: (764, 3), uses: (390, 4), used_by: (394, 1) }, // IRI
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6144, 10), bnf: (6187, 90), section: (764, 3), uses: (395, 5), used_by: (400, 2) }, // ihier-part
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6277, 12), bnf: (6289, 51), section: (764, 3), uses: (390, 3), used_by: (402, 0) }, // absolute-IRI
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6114, 13), bnf: (6340, 63), section: (764, 3), uses: (402, 3), used_by: (394, 1) }, // irelative-ref
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6356, 14), bnf: (6403, 94), section: (764, 3), uses: (405, 5), used_by: (389, 1) }, // irelative-part
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6205, 10), bnf: (6497, 49), section: (764, 3), uses: (410, 3), used_by: (413, 2) }, // iauthority
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3987, name: (6512, 9), bnf: (6546, 61), section: (764, 3), uses: (415, 3), used_by: (395, 1) }, // iuserinfo
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6528, 5), bnf: (6607, 44), section: (764, 3), uses: (418, 3), used_by: (395, 1) }, // ihost
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3987, name: (6642, 9), bnf: (6651, 55), section: (764, 3), uses: (415, 3), used_by: (411, 1) }, // ireg-name
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6216, 5), bnf: (6706, 86), section: (764, 3), uses: (421, 3), used_by: (424, 0) }, // ipath
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6216, 13), bnf: (6792, 33), section: (764, 3), uses: (424, 1), used_by: (425, 3) }, // ipath-abempty
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6232, 14), bnf: (6825, 54), section: (764, 3), uses: (428, 2), used_by: (413, 2) }, // ipath-absolute
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6469, 14), bnf: (6879, 49), section: (764, 3), uses: (430, 2), used_by: (426, 2) }, // ipath-noscheme
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6249, 14), bnf: (6928, 46), section: (764, 3), uses: (428, 2), used_by: (432, 2) }, // ipath-rootless
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3987, name: (6266, 11), bnf: (6974, 23), section: (764, 3), uses: (434, 0), used_by: (413, 2) }, // ipath-empty
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3987, name: (6815, 8), bnf: (6997, 18), section: (764, 3), uses: (434, 1), used_by: (435, 4) }, // isegment
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3987, name: (6848, 11), bnf: (7015, 22), section: (764, 3), uses: (434, 1), used_by: (397, 2) }, // isegment-nz
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3987, name: (6896, 14), bnf: (7037, 67), section: (764, 3), uses: (415, 3), used_by: (408, 1) }, // isegment-nz-nc
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3987, name: (6990, 6), bnf: (7104, 59), section: (764, 3), uses: (415, 3), used_by: (439, 4) }, // ipchar
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3987, name: (6161, 6), bnf: (7163, 43), section: (764, 3), uses: (443, 2), used_by: (445, 3) }, // iquery
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3987, name: (6176, 9), bnf: (7206, 35), section: (764, 3), uses: (434, 1), used_by: (388, 2) }, // ifragment
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3987, name: (6561, 11), bnf: (7241, 61), section: (764, 3), uses: (448, 3), used_by: (451, 4) }, // iunreserved
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3987, name: (7295, 7), bnf: (7302, 271), section: (764, 3), uses: (455, 0), used_by: (415, 1) }, // ucschar
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3987, name: (7184, 8), bnf: (7573, 56), section: (764, 3), uses: (455, 0), used_by: (392, 1) }, // iprivate
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3986, name: (90, 6), bnf: (4500, 51), section: (599, 3), uses: (448, 2), used_by: (400, 2) }, // scheme
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Structure, rfc: 3986, name: (4663, 10), bnf: (4698, 48), section: (762, 5), uses: (455, 2), used_by: (411, 1) }, // IP-literal
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3986, name: (4731, 9), bnf: (4746, 64), section: (762, 5), uses: (457, 3), used_by: (418, 1) }, // IPvFuture
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3986, name: (2405, 11), bnf: (4810, 321), section: (762, 5), uses: (460, 2), used_by: (418, 1) }, // IPv6address
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3986, name: (4827, 3), bnf: (5131, 15), section: (762, 5), uses: (457, 1), used_by: (462, 2) }, // h16
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3986, name: (2565, 4), bnf: (5146, 36), section: (762, 5), uses: (464, 2), used_by: (455, 1) }, // ls32
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3986, name: (891, 11), bnf: (3849, 65), section: (762, 5), uses: (466, 1), used_by: (467, 2) }, // IPv4address
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3986, name: (2596, 9), bnf: (5182, 81), section: (762, 5), uses: (449, 1), used_by: (419, 1) }, // dec-octet
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Leaf, rfc: 3986, name: (756, 4), bnf: (5316, 13), section: (5329, 5), uses: (449, 1), used_by: (395, 1) }, // port
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3986, name: (4624, 11), bnf: (5743, 31), section: (721, 3), uses: (457, 1), used_by: (451, 4) }, // pct-encoded
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3986, name: (292, 8), bnf: (5774, 34), section: (764, 3), uses: (469, 2), used_by: (471, 0) }, // reserved
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3986, name: (5785, 10), bnf: (5808, 52), section: (764, 3), uses: (471, 0), used_by: (471, 1) }, // gen-delims
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3986, name: (4638, 10), bnf: (5860, 76), section: (764, 3), uses: (472, 0), used_by: (472, 6) }, // sub-delims
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 3986, name: (290, 10), bnf: (5936, 50), section: (1495, 3), uses: (448, 2), used_by: (456, 1) }, // unreserved
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 2234, name: (4509, 5), bnf: (5986, 25), section: (6011, 3), uses: (478, 0), used_by: (478, 3) }, // ALPHA
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 2234, name: (4526, 5), bnf: (6014, 15), section: (6011, 3), uses: (481, 0), used_by: (481, 6) }, // DIGIT
    Packed { grammar: Dialect::RFC3987, kind: RuleKind::Class, rfc: 2234, name: (4764, 6), bnf: (6029, 50), section: (6011, 3), uses: (449, 1), used_by: (487, 3) }, // HEXDIG
];
/// Each rule's examples (`Rule::examples`), in the order of `TABLE`: the strings its
/// `// e.g.` line says it derives, then those it does not.
static EXAMPLES: [Written; 228] = [
    (&["http://a/b;p?q#f", "../g"], &["http://a/b c", "http:"]),
    (&["mailto:a@b", "file:///x"], &["/rel", "1a:b"]),
    (&["//host/x", "../a;p?q"], &["?y", "a:b"]),
    (&["//a/b?q", "/p"], &["a/b", "//a#f"]),
    (&["a@b", "a@b?subject=x"], &["/x", ""]),
    (&["a", "?"], &["/", "ab"]),
    (&["//a", "//u@h:1/p"], &["/a", "//a?q"]),
    (&["/", "/a;p/b"], &["a", "/a?q"]),
    (&["a/b", "g;x/y"], &["/a", "a:b/c"]),
    (&["g;x", "a@b"], &["", "a/b"]),
    (&["http", "svn+ssh"], &["1http", "a_b"]),
    (&["user@host:80", "a_b"], &["a/b", "a b"]),
    (&["a_b", "host:80x"], &["", "a/b"]),
    (&["", "user@example.com:8080"], &["a_b", "host:80x"]),
    (&["user:pass", ""], &["a@b", "a/b"]),
    (&["example.com:80", "192.0.2.1"], &[":80", "example.com:http"]),
    (&["www.example.com.", "192.0.2.1"], &["1.2.3", "a_b"]),
    (&["www.ietf.org", "localhost"], &["a-.example", "1.2.3.4"]),
    (&["www", "a-1"], &["a-", "-a"]),
    (&["com", "x-1"], &["1com", "a-"]),
    (&["192.0.2.1", "256.1.1.1"], &["1.2.3", "1.2.3.4."]),
    (&["8080", ""], &["http", "-1"]),
    (&["/a/b", "a@b"], &["a b", "/a?b"]),
    (&["a/b;p", ""], &["a?b", "a#"]),
    (&["b;v=1", ""], &["a/b", "a?"]),
    (&["v=1", ""], &["a;b", "a/b"]),
    (&["a", "%20"], &["/", "ab"]),
    (&["q=1&r", "a/b?c"], &["a#b", "a b"]),
    (&["top", ""], &["a#b", "a b"]),
    (&["/", "%2F"], &[" ", "#"]),
    (&[";", "$"], &["a", "%20"]),
    (&["a", "~"], &[";", "%41"]),
    (&["-", "'"], &["a", "#"]),
    (&["%20", "%7e"], &["%2", "%GG"]),
    (&["a", "F"], &["g", ""]),
    (&["a", "7"], &["-", "ab"]),
    (&["a", "Z"], &["1", "é"]),
    (&["a", "z"], &["A", "1"]),
    (&["A", "Z"], &["a", "1"]),
    (&["0", "9"], &["a", "10"]),
    (&["\0", "\u{7f}"], &[" ", "a"]),
    (&[" "], &["\t", "  "]),
    (&["<", "%"], &["a", "<>"]),
    (&["{", "`"], &["a", "{}"]),
    (&["http://a/b;p?q#f", "../g"], &["http://a/b c", "http:"]),
    (&["mailto:a@b", "file:///x"], &["/rel", "1a:b"]),
    (&["//host/x", "../a;p?q"], &["?y", "a:b"]),
    (&["//a/b?q", "/p"], &["a/b", "//a#f"]),
    (&["a@b", "a@b?subject=x"], &["/x", ""]),
    (&["a", "?"], &["/", "ab"]),
    (&["//a", "//u@h:1/p"], &["/a", "//a?q"]),
    (&["/", "/a;p/b"], &["a", "/a?q"]),
    (&["a/b", "g;x/y"], &["/a", "a:b/c"]),
    (&["g;x", "a@b"], &["", "a/b"]),
    (&["http", "svn+ssh"], &["1http", "a_b"]),
    (&["user@host:80", "a_b"], &["a/b", "a b"]),
    (&["a_b", "host:80x"], &["", "a/b"]),
    (&["", "user@example.com:8080"], &["a_b", "host:80x"]),
    (&["user:pass", ""], &["a@b", "a/b"]),
    (&["example.com:80", "192.0.2.1"], &[":80", "example.com:http"]),
    (&["[::1]", "192.0.2.1"], &["[::1%]", "1234.1.1.1"]),
    (&["[::1]", "[::FFFF:129.144.52.38]"], &["::1", "[1::2::3]"]),
    (&["1080:0:0:0:8:800:200C:417A", "::192.9.5.5"], &["1:2:3:4:5:6:7:8:9", "fe80::1%eth0"]),
    (&["8:800", "192.9.5.5"], &["256.1.1.1", "8"]),
    (&["200C", "0"], &["12345", "g"]),
    (&["255", "007"], &["256", "1000"]),
    (&["www.ietf.org", "localhost"], &["a-.example", "1.2.3.4"]),
    (&["www", "a-1"], &["a-", "-a"]),
    (&["com", "x-1"], &["1com", "a-"]),
    (&["192.0.2.1", "999.1.1.1"], &["1234.1.1.1", "1.2.3"]),
    (&["8080", ""], &["http", "-1"]),
    (&["/a/b", "a@b"], &["a b", "/a?b"]),
    (&["a/b;p", ""], &["a?b", "a#"]),
    (&["b;v=1", ""], &["a/b", "a?"]),
    (&["v=1", ""], &["a;b", "a/b"]),
    (&["a", "%20"], &["/", "ab"]),
    (&["q=1&r", "a/b?c"], &["a#b", "a b"]),
    (&["top", ""], &["a#b", "a b"]),
    (&["[", "%2F"], &["\\", "#"]),
    (&["[", "]"], &["a", "{"]),
    (&["a", "~"], &[";", "%41"]),
    (&["-", "'"], &["a", "#"]),
    (&["%20", "%7e"], &["%2", "%GG"]),
    (&["a", "F"], &["g", ""]),
    (&["a", "7"], &["-", "ab"]),
    (&["a", "Z"], &["1", "é"]),
    (&["a", "z"], &["A", "1"]),
    (&["A", "Z"], &["a", "1"]),
    (&["0", "9"], &["a", "10"]),
    (&["\0", "\u{7f}"], &[" ", "a"]),
    (&[" "], &["\t", "  "]),
    (&["<", "%"], &["a", "<>"]),
    (&["{", "`"], &["[", "]"]),
    (&["file:///x", "?y"], &["//", "http://"]),
    (&["//", "//"], &["/", "///"]),
    (&["mailto:a@b", "file:///x"], &["/rel", "1a:b"]),
    (&["//?q", "?y"], &["//", "#f"]),
    (&["///x", "//?q"], &["//", "x"]),
    (&["/", "/a//b"], &["//a", "a"]),
    (&["a;p", ";p"], &["", "a/b"]),
    (&["a@b", "a@b?subject=x"], &["/x", ""]),
    (&["[", "é"], &["/", "#"]),
    (&["///x", "//h:80/x"], &["//", "//h/x y"]),
    (&["/", "/a;p/b"], &["a", "/a?q"]),
    (&["a/b", "g;x/y"], &["/a", "a:b/c"]),
    (&["g;x", "a@b"], &["", "a/b"]),
    (&["http", "svn+ssh"], &["1http", "a_b"]),
    (&["user@host:80", "a_b"], &["a/b", "a b"]),
    (&["a_b", "host:80x"], &["", "a/b"]),
    (&["u@h:80", "@h"], &["", "@"]),
    (&["user:pass", ""], &["a@b", "a/b"]),
    (&["example.com:80", "192.0.2.1"], &[":80", "example.com:http"]),
    (&["[::1]", "192.0.2.1"], &["[::1%]", "1234.1.1.1"]),
    (&["[fe80::1%eth0]", "[::01.2.3.4]"], &["[::1%]", "[::1%eth-0]"]),
    (&["eth0", "25eth_0.1"], &["", "eth-0"]),
    (&["1080:0:0:0:8:800:200C:417A", "::192.9.5.5"], &["1:2:3:4:5:6:7:8:9", "fe80::1%eth0"]),
    (&["8:800", "192.9.5.5"], &["256.1.1.1", "8"]),
    (&["200C", "0"], &["12345", "g"]),
    (&["255", "0007"], &["256", "1000"]),
    (&["123", "1-a."], &["a.1", "-a"]),
    (&["www", "a-1"], &["a-", "-a"]),
    (&["com", "x-1"], &["1com", "a-"]),
    (&["0001.2.3.4", "255.0.0.0"], &["1.2.3.256", "999.1.1.1"]),
    (&["2147483647", "0080"], &["2147483648", "-1"]),
    (&["/a/b", "a@b"], &["a b", "/a?b"]),
    (&["a/b;p", ""], &["a?b", "a#"]),
    (&["b;v=1", ""], &["a/b", "a?"]),
    (&["v=1", ""], &["a;b", "a/b"]),
    (&["a", "%20"], &["/", "ab"]),
    (&["q=1&r", "a/b?c"], &["a#b", "a b"]),
    (&["top", ""], &["a#b", "a b"]),
    (&["[", "%2F"], &["\\", "#"]),
    (&["[", "]"], &["a", "{"]),
    (&["a", "~"], &[";", "%41"]),
    (&["-", "'"], &["a", "#"]),
    (&["%2F", "é"], &["%zz", "\u{a0}"]),
    (&["é", "😀"], &["\u{85}", "\u{3000}"]),
    (&["a", "F"], &["g", ""]),
    (&["a", "7"], &["-", "ab"]),
    (&["a", "Z"], &["1", "é"]),
    (&["a", "z"], &["A", "1"]),
    (&["A", "Z"], &["a", "1"]),
    (&["0", "9"], &["a", "10"]),
    (&["\0", "\u{7f}"], &[" ", "a"]),
    (&[" "], &["\t", "  "]),
    (&["<", "%"], &["a", "<>"]),
    (&["{", "`"], &["[", "]"]),
    (&["mailto:a@b?subject=x", "?y"], &["http://a@b@c/", "1a:b"]),
    (&["//a_b/c", "?y#f"], &["a:b", "//a@b@c"]),
    (&["//a/b", "a/b:c"], &["a:b", "/a?"]),
    (&["urn:a:b?c", "scheme:"], &["a:b#c", "a b:c"]),
    (&["http://[v7.x]/?q#f", "a:"], &["//a", "a:b#c#d"]),
    (&["//a_b:8/c", "a:b"], &["//a:b:c", "?"]),
    (&["a+b.c-d", "z"], &["1a", "a_b"]),
    (&["u:p@a_b:80", ""], &["a@b@c", "a:b:c"]),
    (&["u:p", "%7E!$"], &["a@b", "[v]"]),
    (&["1.2.3.400", "[::1]"], &["a:b", "[fe80::1%25eth0]"]),
    (&["[::1]", "[v7.x]"], &["::1", "[1::2::3]"]),
    (&["v7.x", "V1F.a:b"], &["v.x", "vg.x"]),
    (&["1080::8:800:200C:417A", "::FFFF:1.2.3.4"], &["1:2:3:4:5:6:7:8:9", "::1.2.3.256"]),
    (&["200C", "0"], &["12345", "g"]),
    (&["8:800", "192.9.5.5"], &["256.1.1.1", "8"]),
    (&["192.0.2.1", "255.0.0.0"], &["999.1.1.1", "1.2.3.04"]),
    (&["255", "0"], &["256", "07"]),
    (&["a_b.example", ""], &["a:b", "[v]"]),
    (&["8042", ""], &["-1", "8a"]),
    (&["/a//b", "a:b/c"], &["a?b", "a#"]),
    (&["", "/a//b"], &["a/b", "/a?"]),
    (&["/", "/a:b/c"], &["//a", "a"]),
    (&["a/b:c", "%41"], &["a:b", "/a"]),
    (&["a:b/c", "a"], &["/a", ""]),
    (&["", ""], &["a", "/"]),
    (&["a:b@c", ""], &["a/b", "a?"]),
    (&["a:b", "@"], &["", "a/b"]),
    (&["a@b", "%7E"], &["a:b", ""]),
    (&["@", "%20"], &["/", "ab"]),
    (&["a=b&c/d?", ""], &["a#b", "a b"]),
    (&["a/b?c", ""], &["a#b", "["]),
    (&["%7E", "%2f"], &["%zz", "%2"]),
    (&["[", "!"], &["a", "~"]),
    (&["#", "@"], &["!", "a"]),
    (&["!", "="], &["#", "~"]),
    (&["~", "_"], &["!", "%"]),
    (&["a", "Z"], &["1", "ab"]),
    (&["0", "9"], &["a", "10"]),
    (&["F", "a"], &["g", "ab"]),
    (&["http://例え.テスト/表示?q=値#見出し", "?\u{e000}"], &["#\u{e000}", "表示:x"]),
    (&["http://résumé.example.org", "urn:例:値"], &["/表示", "x:\u{fdd0}"]),
    (&["//例え.jp/表示", "表:示"], &["/a?b", "/\u{e000}"]),
    (&["http://例え.jp/?q=値", "x:?\u{f0000}"], &["http://a/#見出し", "//例え.jp"]),
    (&["//例え.jp/表示", "表示/一覧?q#f"], &["表示:一覧", "#\u{100000}"]),
    (&["//例え.jp/表示", "表示"], &["a?b", "表:示"]),
    (&["太郎@例え.jp:8080", ""], &["a@b@c", "a:八十"]),
    (&["太郎:秘密", ""], &["太@郎", "\u{e000}"]),
    (&["例え.テスト", "1.2.3.4é"], &["例:え", "例\u{ffff}jp"]),
    (&["例え。jp", "%E4%BE%8B.jp"], &["a:b", "a\u{e0001}"]),
    (&["/表示/一覧", "表:示/一覧"], &["/a?b", "/表 示"]),
    (&["/表示/一覧", ""], &["表示", "/\u{fdd0}"]),
    (&["/表示", "/"], &["//表示", "/\u{f8ff}"]),
    (&["表示/一:覧", "太郎@例え"], &["表:示", "/表示"]),
    (&["表:示", "%E8%A1%A8"], &["/表示", ""]),
    (&["", ""], &["表", "/"]),
    (&["表:示@", ""], &["表/示", "表?"]),
    (&["表示", "𠀀"], &["", "\u{1fffe}"]),
    (&["太郎@例", "値=1;a"], &["表:示", ""]),
    (&["表", "%E8"], &["表示", "\u{e000}"]),
    (&["q=値&r=表示", "\u{e000}\u{10fffd}"], &["a#b", "\u{ffff}"]),
    (&["見出し", "/?"], &["\u{e000}", "\u{80}"]),
    (&["表", "~"], &[":", "\u{e000}"]),
    (&["\u{a0}", "\u{e1000}"], &["a", "\u{e0001}"]),
    (&["\u{e000}", "\u{10fffd}"], &["a", "豈"]),
    (&["a+b.c-d", "z"], &["1a", "a_b"]),
    (&["[::1]", "[v7.x]"], &["::1", "[1::2::3]"]),
    (&["v7.x", "V1F.a:b"], &["v.x", "vg.x"]),
    (&["1080::8:800:200C:417A", "::FFFF:1.2.3.4"], &["1:2:3:4:5:6:7:8:9", "::1.2.3.256"]),
    (&["200C", "0"], &["12345", "g"]),
    (&["8:800", "192.9.5.5"], &["256.1.1.1", "8"]),
    (&["192.0.2.1", "255.0.0.0"], &["999.1.1.1", "1.2.3.04"]),
    (&["255", "0"], &["256", "07"]),
    (&["8042", ""], &["-1", "8a"]),
    (&["%7E", "%2f"], &["%zz", "%2"]),
    (&["[", "!"], &["a", "~"]),
    (&["#", "@"], &["!", "a"]),
    (&["!", "="], &["#", "~"]),
    (&["~", "_"], &["!", "%"]),
    (&["a", "Z"], &["1", "ab"]),
    (&["0", "9"], &["a", "10"]),
    (&["F", "a"], &["g", "ab"]),
];
/// Each grammar's rows of `TABLE`, in the order of `Dialect::GRAMMARS`.
const NAMED_ROWS: [std::ops::Range<u16>; 5] = [0..44, 44..93, 93..147, 147..186, 186..228];
impl Rule {
    /// `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]` (section 4)
    pub const URI_REFERENCE: Rule = Rule(0);
    /// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (section 3)
    pub const ABSOLUTE_URI: Rule = Rule(1);
    /// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (section 5)
    pub const RELATIVE_URI: Rule = Rule(2);
    /// `hier_part = ( net_path | abs_path ) [ "?" query ]` (section 3)
    pub const HIER_PART: Rule = Rule(3);
    /// `opaque_part = uric_no_slash *uric` (section 3)
    pub const OPAQUE_PART: Rule = Rule(4);
    /// `uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","` (section 3)
    pub const URIC_NO_SLASH: Rule = Rule(5);
    /// `net_path = "//" authority [ abs_path ]` (section 3)
    pub const NET_PATH: Rule = Rule(6);
    /// `abs_path = "/"  path_segments` (section 3)
    pub const ABS_PATH: Rule = Rule(7);
    /// `rel_path = rel_segment [ abs_path ]` (section 5)
    pub const REL_PATH: Rule = Rule(8);
    /// `rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )` (section 5)
    pub const REL_SEGMENT: Rule = Rule(9);
    /// `scheme = alpha *( alpha | digit | "+" | "-" | "." )` (section 3.1)
    pub const SCHEME: Rule = Rule(10);
    /// `authority = server | reg_name` (section 3.2)
    pub const AUTHORITY: Rule = Rule(11);
    /// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )` (section 3.2.1)
    pub const REG_NAME: Rule = Rule(12);
    /// `server = [ [ userinfo "@" ] hostport ]` (section 3.2.2)
    pub const SERVER: Rule = Rule(13);
    /// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )` (section 3.2.2)
    pub const USERINFO: Rule = Rule(14);
    /// `hostport = host [ ":" port ]` (section 3.2.2)
    pub const HOSTPORT: Rule = Rule(15);
    /// `host = hostname | IPv4address` (section 3.2.2)
    pub const HOST: Rule = Rule(16);
    /// `hostname = *( domainlabel "." ) toplabel [ "." ]` (section 3.2.2)
    pub const HOSTNAME: Rule = Rule(17);
    /// `domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum` (section 3.2.2)
    pub const DOMAINLABEL: Rule = Rule(18);
    /// `toplabel = alpha | alpha *( alphanum | "-" ) alphanum` (section 3.2.2)
    pub const TOPLABEL: Rule = Rule(19);
    /// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` (section 3.2.2)
    pub const IPV4ADDRESS: Rule = Rule(20);
    /// `port = *digit` (section 3.2.2)
    pub const PORT: Rule = Rule(21);
    /// `path = [ abs_path | opaque_part ]` (section 3.3)
    pub const PATH: Rule = Rule(22);
    /// `path_segments = segment *( "/" segment )` (section 3.3)
    pub const PATH_SEGMENTS: Rule = Rule(23);
    /// `segment = *pchar *( ";" param )` (section 3.3)
    pub const SEGMENT: Rule = Rule(24);
    /// `param = *pchar` (section 3.3)
    pub const PARAM: Rule = Rule(25);
    /// `pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","` (section 3.3)
    pub const PCHAR: Rule = Rule(26);
    /// `query = *uric` (section 3.4)
    pub const QUERY: Rule = Rule(27);
    /// `fragment = *uric` (section 4.1)
    pub const FRAGMENT: Rule = Rule(28);
    /// `uric = reserved | unreserved | escaped` (section 2)
    pub const URIC: Rule = Rule(29);
    /// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","` (section 2.2)
    pub const RESERVED: Rule = Rule(30);
    /// `unreserved = alphanum | mark` (section 2.3)
    pub const UNRESERVED: Rule = Rule(31);
    /// `mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"` (section 2.3)
    pub const MARK: Rule = Rule(32);
    /// `escaped = "%" hex hex` (section 2.4.1)
    pub const ESCAPED: Rule = Rule(33);
    /// `hex = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"` (section 2.4.1)
    pub const HEX: Rule = Rule(34);
    /// `alphanum = alpha | digit` (section 1.6)
    pub const ALPHANUM: Rule = Rule(35);
    /// `alpha = lowalpha | upalpha` (section 1.6)
    pub const ALPHA: Rule = Rule(36);
    /// `lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"` (section 1.6)
    pub const LOWALPHA: Rule = Rule(37);
    /// `upalpha = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"` (section 1.6)
    pub const UPALPHA: Rule = Rule(38);
    /// `digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9"` (section 1.6)
    pub const DIGIT: Rule = Rule(39);
    /// `control = <US-ASCII coded characters 00-1F and 7F hexadecimal>` (section 2.4.3)
    pub const CONTROL: Rule = Rule(40);
    /// `space = <US-ASCII coded character 20 hexadecimal>` (section 2.4.3)
    pub const SPACE: Rule = Rule(41);
    /// `delims = "<" | ">" | "#" | "%" | <">` (section 2.4.3)
    pub const DELIMS: Rule = Rule(42);
    /// `unwise = "{" | "}" | "|" | "\" | "^" | "[" | "]" | "\`"` (section 2.4.3)
    pub const UNWISE: Rule = Rule(43);
    /// Every rule, in the order of the grammar file: the rules of Appendix A, then the excluded classes of section 2.4.3.
    pub const ALL: [Rule; 44] = [Rule(0), Rule(1), Rule(2), Rule(3), Rule(4), Rule(5), Rule(6), Rule(7), Rule(8), Rule(9), Rule(10), Rule(11), Rule(12), Rule(13), Rule(14), Rule(15), Rule(16), Rule(17), Rule(18), Rule(19), Rule(20), Rule(21), Rule(22), Rule(23), Rule(24), Rule(25), Rule(26), Rule(27), Rule(28), Rule(29), Rule(30), Rule(31), Rule(32), Rule(33), Rule(34), Rule(35), Rule(36), Rule(37), Rule(38), Rule(39), Rule(40), Rule(41), Rule(42), Rule(43)];
}
/// The rules of [`Dialect::RFC2732`], one constant each.
pub mod rfc2732 {
    use super::Rule;
    /// `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]` (section 4)
    pub const URI_REFERENCE: Rule = Rule(44);
    /// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (section 3)
    pub const ABSOLUTE_URI: Rule = Rule(45);
    /// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (section 5)
    pub const RELATIVE_URI: Rule = Rule(46);
    /// `hier_part = ( net_path | abs_path ) [ "?" query ]` (section 3)
    pub const HIER_PART: Rule = Rule(47);
    /// `opaque_part = uric_no_slash *uric` (section 3)
    pub const OPAQUE_PART: Rule = Rule(48);
    /// `uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","` (section 3)
    pub const URIC_NO_SLASH: Rule = Rule(49);
    /// `net_path = "//" authority [ abs_path ]` (section 3)
    pub const NET_PATH: Rule = Rule(50);
    /// `abs_path = "/"  path_segments` (section 3)
    pub const ABS_PATH: Rule = Rule(51);
    /// `rel_path = rel_segment [ abs_path ]` (section 5)
    pub const REL_PATH: Rule = Rule(52);
    /// `rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )` (section 5)
    pub const REL_SEGMENT: Rule = Rule(53);
    /// `scheme = alpha *( alpha | digit | "+" | "-" | "." )` (section 3.1)
    pub const SCHEME: Rule = Rule(54);
    /// `authority = server | reg_name` (section 3.2)
    pub const AUTHORITY: Rule = Rule(55);
    /// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )` (section 3.2.1)
    pub const REG_NAME: Rule = Rule(56);
    /// `server = [ [ userinfo "@" ] hostport ]` (section 3.2.2)
    pub const SERVER: Rule = Rule(57);
    /// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )` (section 3.2.2)
    pub const USERINFO: Rule = Rule(58);
    /// `hostport = host [ ":" port ]` (section 3.2.2)
    pub const HOSTPORT: Rule = Rule(59);
    /// `host = hostname | IPv4address | IPv6reference` (RFC 2732 section 3)
    pub const HOST: Rule = Rule(60);
    /// `IPv6reference = "[" IPv6address "]"` (RFC 2732 section 3)
    pub const IPV6REFERENCE: Rule = Rule(61);
    /// `IPv6address = <eight 16-bit pieces x:x:x:x:x:x:x:x, each 1*4 hex; "::" at most once for one or more pieces of zeros; the last two may be d.d.d.d>` (RFC 2373 section 2.2)
    pub const IPV6ADDRESS: Rule = Rule(62);
    /// `ls32 = ( hex4 ":" hex4 ) | dec-octet "." dec-octet "." dec-octet "." dec-octet` (RFC 2373 section 2.2)
    pub const LS32: Rule = Rule(63);
    /// `hex4 = 1*4hex` (RFC 2373 section 2.2)
    pub const HEX4: Rule = Rule(64);
    /// `dec-octet = <1*3digit of value at most 255>` (RFC 2373 section 2.2)
    pub const DEC_OCTET: Rule = Rule(65);
    /// `hostname = *( domainlabel "." ) toplabel [ "." ]` (section 3.2.2)
    pub const HOSTNAME: Rule = Rule(66);
    /// `domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum` (section 3.2.2)
    pub const DOMAINLABEL: Rule = Rule(67);
    /// `toplabel = alpha | alpha *( alphanum | "-" ) alphanum` (section 3.2.2)
    pub const TOPLABEL: Rule = Rule(68);
    /// `IPv4address = 1*3digit "." 1*3digit "." 1*3digit "." 1*3digit` (RFC 2732 section 3)
    pub const IPV4ADDRESS: Rule = Rule(69);
    /// `port = *digit` (section 3.2.2)
    pub const PORT: Rule = Rule(70);
    /// `path = [ abs_path | opaque_part ]` (section 3.3)
    pub const PATH: Rule = Rule(71);
    /// `path_segments = segment *( "/" segment )` (section 3.3)
    pub const PATH_SEGMENTS: Rule = Rule(72);
    /// `segment = *pchar *( ";" param )` (section 3.3)
    pub const SEGMENT: Rule = Rule(73);
    /// `param = *pchar` (section 3.3)
    pub const PARAM: Rule = Rule(74);
    /// `pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","` (section 3.3)
    pub const PCHAR: Rule = Rule(75);
    /// `query = *uric` (section 3.4)
    pub const QUERY: Rule = Rule(76);
    /// `fragment = *uric` (section 4.1)
    pub const FRAGMENT: Rule = Rule(77);
    /// `uric = reserved | unreserved | escaped` (section 2)
    pub const URIC: Rule = Rule(78);
    /// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," | "[" | "]"` (RFC 2732 section 3)
    pub const RESERVED: Rule = Rule(79);
    /// `unreserved = alphanum | mark` (section 2.3)
    pub const UNRESERVED: Rule = Rule(80);
    /// `mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"` (section 2.3)
    pub const MARK: Rule = Rule(81);
    /// `escaped = "%" hex hex` (section 2.4.1)
    pub const ESCAPED: Rule = Rule(82);
    /// `hex = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"` (section 2.4.1)
    pub const HEX: Rule = Rule(83);
    /// `alphanum = alpha | digit` (section 1.6)
    pub const ALPHANUM: Rule = Rule(84);
    /// `alpha = lowalpha | upalpha` (section 1.6)
    pub const ALPHA: Rule = Rule(85);
    /// `lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"` (section 1.6)
    pub const LOWALPHA: Rule = Rule(86);
    /// `upalpha = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"` (section 1.6)
    pub const UPALPHA: Rule = Rule(87);
    /// `digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9"` (section 1.6)
    pub const DIGIT: Rule = Rule(88);
    /// `control = <US-ASCII coded characters 00-1F and 7F hexadecimal>` (section 2.4.3)
    pub const CONTROL: Rule = Rule(89);
    /// `space = <US-ASCII coded character 20 hexadecimal>` (section 2.4.3)
    pub const SPACE: Rule = Rule(90);
    /// `delims = "<" | ">" | "#" | "%" | <">` (section 2.4.3)
    pub const DELIMS: Rule = Rule(91);
    /// `unwise = "{" | "}" | "|" | "\" | "^" | "\`"` (RFC 2732 section 3)
    pub const UNWISE: Rule = Rule(92);
    /// Every rule, in the order of the amended grammar.
    pub const ALL: [Rule; 49] = [Rule(44), Rule(45), Rule(46), Rule(47), Rule(48), Rule(49), Rule(50), Rule(51), Rule(52), Rule(53), Rule(54), Rule(55), Rule(56), Rule(57), Rule(58), Rule(59), Rule(60), Rule(61), Rule(62), Rule(63), Rule(64), Rule(65), Rule(66), Rule(67), Rule(68), Rule(69), Rule(70), Rule(71), Rule(72), Rule(73), Rule(74), Rule(75), Rule(76), Rule(77), Rule(78), Rule(79), Rule(80), Rule(81), Rule(82), Rule(83), Rule(84), Rule(85), Rule(86), Rule(87), Rule(88), Rule(89), Rule(90), Rule(91), Rule(92)];
}
/// The rules of [`Dialect::JAVA`], one constant each.
pub mod java {
    use super::Rule;
    /// `URI-reference = [ scheme ":" ] empty-authority "#" fragment | ( [ absoluteURI | relativeURI ] [ "#" fragment ] )` (java.net.URI, docs/java.md #empty-authority)
    pub const URI_REFERENCE: Rule = Rule(93);
    /// `empty-authority = "//"` (java.net.URI, docs/java.md #empty-authority)
    pub const EMPTY_AUTHORITY: Rule = Rule(94);
    /// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (section 3)
    pub const ABSOLUTE_URI: Rule = Rule(95);
    /// `relativeURI = "?" query | ( empty-authority "?" query | ( net_path | path-absolute | rel_path ) [ "?" query ] )` (java.net.URI, docs/java.md #empty-relative-path)
    pub const RELATIVE_URI: Rule = Rule(96);
    /// `hier_part = empty-authority "?" query | ( net_path | path-absolute ) [ "?" query ]` (java.net.URI, docs/java.md #empty-authority)
    pub const HIER_PART: Rule = Rule(97);
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]` (java.net.URI, docs/java.md #empty-authority)
    pub const PATH_ABSOLUTE: Rule = Rule(98);
    /// `segment-nz = 1*pchar *( ";" param ) | 1*( ";" param )` (java.net.URI, docs/java.md #empty-authority)
    pub const SEGMENT_NZ: Rule = Rule(99);
    /// `opaque_part = uric_no_slash *uric` (section 3)
    pub const OPAQUE_PART: Rule = Rule(100);
    /// `uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," | "[" | "]"` (java.net.URI, docs/java.md #brackets-outside-the-host)
    pub const URIC_NO_SLASH: Rule = Rule(101);
    /// `net_path = "//" authority [ abs_path ] | empty-authority abs_path` (java.net.URI, docs/java.md #empty-authority)
    pub const NET_PATH: Rule = Rule(102);
    /// `abs_path = "/"  path_segments` (section 3)
    pub const ABS_PATH: Rule = Rule(103);
    /// `rel_path = rel_segment [ abs_path ]` (section 5)
    pub const REL_PATH: Rule = Rule(104);
    /// `rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )` (section 5)
    pub const REL_SEGMENT: Rule = Rule(105);
    /// `scheme = alpha *( alpha | digit | "+" | "-" | "." )` (section 3.1)
    pub const SCHEME: Rule = Rule(106);
    /// `authority = server | reg_name` (section 3.2)
    pub const AUTHORITY: Rule = Rule(107);
    /// `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )` (section 3.2.1)
    pub const REG_NAME: Rule = Rule(108);
    /// `server = [ userinfo "@" ] hostport` (java.net.URI, docs/java.md #empty-authority)
    pub const SERVER: Rule = Rule(109);
    /// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )` (section 3.2.2)
    pub const USERINFO: Rule = Rule(110);
    /// `hostport = host [ ":" port ]` (section 3.2.2)
    pub const HOSTPORT: Rule = Rule(111);
    /// `host = hostname | IPv4address | IPv6reference` (RFC 2732 section 3)
    pub const HOST: Rule = Rule(112);
    /// `IPv6reference = "[" IPv6address [ "%" scope-id ] "]"` (java.net.URI, docs/java.md #ipv6-literals)
    pub const IPV6REFERENCE: Rule = Rule(113);
    /// `scope-id = 1*( alphanum | "_" | "." )` (java.net.URI, docs/java.md #ipv6-literals)
    pub const SCOPE_ID: Rule = Rule(114);
    /// `IPv6address = <eight 16-bit pieces x:x:x:x:x:x:x:x, each 1*4 hex; "::" at most once for one or more pieces of zeros; the last two may be d.d.d.d>` (RFC 2373 section 2.2)
    pub const IPV6ADDRESS: Rule = Rule(115);
    /// `ls32 = ( hex4 ":" hex4 ) | dec-octet "." dec-octet "." dec-octet "." dec-octet` (RFC 2373 section 2.2)
    pub const LS32: Rule = Rule(116);
    /// `hex4 = 1*4hex` (RFC 2373 section 2.2)
    pub const HEX4: Rule = Rule(117);
    /// `dec-octet = *"0" <1*3digit of value at most 255, not starting with "0"> | 1*"0"` (java.net.URI, docs/java.md #ipv4-addresses)
    pub const DEC_OCTET: Rule = Rule(118);
    /// `hostname = *( domainlabel "." ) toplabel [ "." ] | domainlabel [ "." ]` (java.net.URI, docs/java.md #single-label-hostnames)
    pub const HOSTNAME: Rule = Rule(119);
    /// `domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum` (section 3.2.2)
    pub const DOMAINLABEL: Rule = Rule(120);
    /// `toplabel = alpha | alpha *( alphanum | "-" ) alphanum` (section 3.2.2)
    pub const TOPLABEL: Rule = Rule(121);
    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet` (java.net.URI, docs/java.md #ipv4-addresses)
    pub const IPV4ADDRESS: Rule = Rule(122);
    /// `port = *"0" [ <decimal of value at most 2147483647, not starting with "0"> ]` (java.net.URI, docs/java.md #ports)
    pub const PORT: Rule = Rule(123);
    /// `path = [ abs_path | opaque_part ]` (section 3.3)
    pub const PATH: Rule = Rule(124);
    /// `path_segments = segment *( "/" segment )` (section 3.3)
    pub const PATH_SEGMENTS: Rule = Rule(125);
    /// `segment = *pchar *( ";" param )` (section 3.3)
    pub const SEGMENT: Rule = Rule(126);
    /// `param = *pchar` (section 3.3)
    pub const PARAM: Rule = Rule(127);
    /// `pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","` (section 3.3)
    pub const PCHAR: Rule = Rule(128);
    /// `query = *uric` (section 3.4)
    pub const QUERY: Rule = Rule(129);
    /// `fragment = *uric` (section 4.1)
    pub const FRAGMENT: Rule = Rule(130);
    /// `uric = reserved | unreserved | escaped` (section 2)
    pub const URIC: Rule = Rule(131);
    /// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," | "[" | "]"` (RFC 2732 section 3)
    pub const RESERVED: Rule = Rule(132);
    /// `unreserved = alphanum | mark` (section 2.3)
    pub const UNRESERVED: Rule = Rule(133);
    /// `mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"` (section 2.3)
    pub const MARK: Rule = Rule(134);
    /// `escaped = "%" hex hex | other` (java.net.URI, docs/java.md #other-characters)
    pub const ESCAPED: Rule = Rule(135);
    /// `other = <a character above U+009F that is no space character (Zs, Zl, Zp)>` (java.net.URI, docs/java.md #other-characters)
    pub const OTHER: Rule = Rule(136);
    /// `hex = digit | "A" | "B" | "C" | "D" | "E" | "F" | "a" | "b" | "c" | "d" | "e" | "f"` (section 2.4.1)
    pub const HEX: Rule = Rule(137);
    /// `alphanum = alpha | digit` (section 1.6)
    pub const ALPHANUM: Rule = Rule(138);
    /// `alpha = lowalpha | upalpha` (section 1.6)
    pub const ALPHA: Rule = Rule(139);
    /// `lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"` (section 1.6)
    pub const LOWALPHA: Rule = Rule(140);
    /// `upalpha = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"` (section 1.6)
    pub const UPALPHA: Rule = Rule(141);
    /// `digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9"` (section 1.6)
    pub const DIGIT: Rule = Rule(142);
    /// `control = <US-ASCII coded characters 00-1F and 7F hexadecimal>` (section 2.4.3)
    pub const CONTROL: Rule = Rule(143);
    /// `space = <US-ASCII coded character 20 hexadecimal>` (section 2.4.3)
    pub const SPACE: Rule = Rule(144);
    /// `delims = "<" | ">" | "#" | "%" | <">` (section 2.4.3)
    pub const DELIMS: Rule = Rule(145);
    /// `unwise = "{" | "}" | "|" | "\" | "^" | "\`"` (RFC 2732 section 3)
    pub const UNWISE: Rule = Rule(146);
    /// Every rule, in the order of the amended grammar.
    pub const ALL: [Rule; 54] = [Rule(93), Rule(94), Rule(95), Rule(96), Rule(97), Rule(98), Rule(99), Rule(100), Rule(101), Rule(102), Rule(103), Rule(104), Rule(105), Rule(106), Rule(107), Rule(108), Rule(109), Rule(110), Rule(111), Rule(112), Rule(113), Rule(114), Rule(115), Rule(116), Rule(117), Rule(118), Rule(119), Rule(120), Rule(121), Rule(122), Rule(123), Rule(124), Rule(125), Rule(126), Rule(127), Rule(128), Rule(129), Rule(130), Rule(131), Rule(132), Rule(133), Rule(134), Rule(135), Rule(136), Rule(137), Rule(138), Rule(139), Rule(140), Rule(141), Rule(142), Rule(143), Rule(144), Rule(145), Rule(146)];
}
/// The rules of [`Dialect::RFC3986`], one constant each.
pub mod rfc3986 {
    use super::Rule;
    /// `URI-reference = URI / relative-ref` (RFC 3986 section 4.1)
    pub const URI_REFERENCE: Rule = Rule(147);
    /// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (RFC 3986 section 4.2)
    pub const RELATIVE_REF: Rule = Rule(148);
    /// `relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty` (RFC 3986 section 4.2)
    pub const RELATIVE_PART: Rule = Rule(149);
    /// `absolute-URI = scheme ":" hier-part [ "?" query ]` (RFC 3986 section 4.3)
    pub const ABSOLUTE_URI: Rule = Rule(150);
    /// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (RFC 3986 section 3)
    pub const URI: Rule = Rule(151);
    /// `hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty` (RFC 3986 section 3)
    pub const HIER_PART: Rule = Rule(152);
    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986 section 3.1)
    pub const SCHEME: Rule = Rule(153);
    /// `authority = [ userinfo "@" ] host [ ":" port ]` (RFC 3986 section 3.2)
    pub const AUTHORITY: Rule = Rule(154);
    /// `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` (RFC 3986 section 3.2.1)
    pub const USERINFO: Rule = Rule(155);
    /// `host = IP-literal / IPv4address / reg-name` (RFC 3986 section 3.2.2)
    pub const HOST: Rule = Rule(156);
    /// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` (RFC 3986 section 3.2.2)
    pub const IP_LITERAL: Rule = Rule(157);
    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` (RFC 3986 section 3.2.2)
    pub const IPV_FUTURE: Rule = Rule(158);
    /// `IPv6address = 6( h16 ":" ) ls32 / "::" 5( h16 ":" ) ls32 / [ h16 ] "::" 4( h16 ":" ) ls32 / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32 / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32 / [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32 / [ *4( h16 ":" ) h16 ] "::" ls32 / [ *5( h16 ":" ) h16 ] "::" h16 / [ *6( h16 ":" ) h16 ] "::"` (RFC 3986 section 3.2.2)
    pub const IPV6ADDRESS: Rule = Rule(159);
    /// `h16 = 1*4HEXDIG` (RFC 3986 section 3.2.2)
    pub const H16: Rule = Rule(160);
    /// `ls32 = ( h16 ":" h16 ) / IPv4address` (RFC 3986 section 3.2.2)
    pub const LS32: Rule = Rule(161);
    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet` (RFC 3986 section 3.2.2)
    pub const IPV4ADDRESS: Rule = Rule(162);
    /// `dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35` (RFC 3986 section 3.2.2)
    pub const DEC_OCTET: Rule = Rule(163);
    /// `reg-name = *( unreserved / pct-encoded / sub-delims )` (RFC 3986 section 3.2.2)
    pub const REG_NAME: Rule = Rule(164);
    /// `port = *DIGIT` (RFC 3986 section 3.2.3)
    pub const PORT: Rule = Rule(165);
    /// `path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty` (RFC 3986 section 3.3)
    pub const PATH: Rule = Rule(166);
    /// `path-abempty = *( "/" segment )` (RFC 3986 section 3.3)
    pub const PATH_ABEMPTY: Rule = Rule(167);
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]` (RFC 3986 section 3.3)
    pub const PATH_ABSOLUTE: Rule = Rule(168);
    /// `path-noscheme = segment-nz-nc *( "/" segment )` (RFC 3986 section 3.3)
    pub const PATH_NOSCHEME: Rule = Rule(169);
    /// `path-rootless = segment-nz *( "/" segment )` (RFC 3986 section 3.3)
    pub const PATH_ROOTLESS: Rule = Rule(170);
    /// `path-empty = 0<pchar>` (RFC 3986 section 3.3)
    pub const PATH_EMPTY: Rule = Rule(171);
    /// `segment = *pchar` (RFC 3986 section 3.3)
    pub const SEGMENT: Rule = Rule(172);
    /// `segment-nz = 1*pchar` (RFC 3986 section 3.3)
    pub const SEGMENT_NZ: Rule = Rule(173);
    /// `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )` (RFC 3986 section 3.3)
    pub const SEGMENT_NZ_NC: Rule = Rule(174);
    /// `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` (RFC 3986 section 3.3)
    pub const PCHAR: Rule = Rule(175);
    /// `query = *( pchar / "/" / "?" )` (RFC 3986 section 3.4)
    pub const QUERY: Rule = Rule(176);
    /// `fragment = *( pchar / "/" / "?" )` (RFC 3986 section 3.5)
    pub const FRAGMENT: Rule = Rule(177);
    /// `pct-encoded = "%" HEXDIG HEXDIG` (RFC 3986 section 2.1)
    pub const PCT_ENCODED: Rule = Rule(178);
    /// `reserved = gen-delims / sub-delims` (RFC 3986 section 2.2)
    pub const RESERVED: Rule = Rule(179);
    /// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"` (RFC 3986 section 2.2)
    pub const GEN_DELIMS: Rule = Rule(180);
    /// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (RFC 3986 section 2.2)
    pub const SUB_DELIMS: Rule = Rule(181);
    /// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986 section 2.3)
    pub const UNRESERVED: Rule = Rule(182);
    /// `ALPHA = %x41-5A / %x61-7A` (RFC 2234 section B.1)
    pub const ALPHA: Rule = Rule(183);
    /// `DIGIT = %x30-39` (RFC 2234 section B.1)
    pub const DIGIT: Rule = Rule(184);
    /// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (RFC 2234 section B.1)
    pub const HEXDIG: Rule = Rule(185);
    /// Every rule, in the order of the grammar file.
    pub const ALL: [Rule; 39] = [Rule(147), Rule(148), Rule(149), Rule(150), Rule(151), Rule(152), Rule(153), Rule(154), Rule(155), Rule(156), Rule(157), Rule(158), Rule(159), Rule(160), Rule(161), Rule(162), Rule(163), Rule(164), Rule(165), Rule(166), Rule(167), Rule(168), Rule(169), Rule(170), Rule(171), Rule(172), Rule(173), Rule(174), Rule(175), Rule(176), Rule(177), Rule(178), Rule(179), Rule(180), Rule(181), Rule(182), Rule(183), Rule(184), Rule(185)];
}
/// The rules of [`Dialect::RFC3987`], one constant each.
pub mod rfc3987 {
    use super::Rule;
    /// `IRI-reference = IRI / irelative-ref` (RFC 3987 section 2.2)
    pub const IRI_REFERENCE: Rule = Rule(186);
    /// `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]` (RFC 3987 section 2.2)
    pub const IRI: Rule = Rule(187);
    /// `ihier-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty` (RFC 3987 section 2.2)
    pub const IHIER_PART: Rule = Rule(188);
    /// `absolute-IRI = scheme ":" ihier-part [ "?" iquery ]` (RFC 3987 section 2.2)
    pub const ABSOLUTE_IRI: Rule = Rule(189);
    /// `irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]` (RFC 3987 section 2.2)
    pub const IRELATIVE_REF: Rule = Rule(190);
    /// `irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty` (RFC 3987 section 2.2)
    pub const IRELATIVE_PART: Rule = Rule(191);
    /// `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]` (RFC 3987 section 2.2)
    pub const IAUTHORITY: Rule = Rule(192);
    /// `iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )` (RFC 3987 section 2.2)
    pub const IUSERINFO: Rule = Rule(193);
    /// `ihost = IP-literal / IPv4address / ireg-name` (RFC 3987 section 2.2)
    pub const IHOST: Rule = Rule(194);
    /// `ireg-name = *( iunreserved / pct-encoded / sub-delims )` (RFC 3987 section 2.2)
    pub const IREG_NAME: Rule = Rule(195);
    /// `ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty` (RFC 3987 section 2.2)
    pub const IPATH: Rule = Rule(196);
    /// `ipath-abempty = *( "/" isegment )` (RFC 3987 section 2.2)
    pub const IPATH_ABEMPTY: Rule = Rule(197);
    /// `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]` (RFC 3987 section 2.2)
    pub const IPATH_ABSOLUTE: Rule = Rule(198);
    /// `ipath-noscheme = isegment-nz-nc *( "/" isegment )` (RFC 3987 section 2.2)
    pub const IPATH_NOSCHEME: Rule = Rule(199);
    /// `ipath-rootless = isegment-nz *( "/" isegment )` (RFC 3987 section 2.2)
    pub const IPATH_ROOTLESS: Rule = Rule(200);
    /// `ipath-empty = 0<ipchar>` (RFC 3987 section 2.2)
    pub const IPATH_EMPTY: Rule = Rule(201);
    /// `isegment = *ipchar` (RFC 3987 section 2.2)
    pub const ISEGMENT: Rule = Rule(202);
    /// `isegment-nz = 1*ipchar` (RFC 3987 section 2.2)
    pub const ISEGMENT_NZ: Rule = Rule(203);
    /// `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )` (RFC 3987 section 2.2)
    pub const ISEGMENT_NZ_NC: Rule = Rule(204);
    /// `ipchar = iunreserved / pct-encoded / sub-delims / ":" / "@"` (RFC 3987 section 2.2)
    pub const IPCHAR: Rule = Rule(205);
    /// `iquery = *( ipchar / iprivate / "/" / "?" )` (RFC 3987 section 2.2)
    pub const IQUERY: Rule = Rule(206);
    /// `ifragment = *( ipchar / "/" / "?" )` (RFC 3987 section 2.2)
    pub const IFRAGMENT: Rule = Rule(207);
    /// `iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar` (RFC 3987 section 2.2)
    pub const IUNRESERVED: Rule = Rule(208);
    /// `ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD / %xD0000-DFFFD / %xE1000-EFFFD` (RFC 3987 section 2.2)
    pub const UCSCHAR: Rule = Rule(209);
    /// `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD` (RFC 3987 section 2.2)
    pub const IPRIVATE: Rule = Rule(210);
    /// `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986 section 3.1)
    pub const SCHEME: Rule = Rule(211);
    /// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` (RFC 3986 section 3.2.2)
    pub const IP_LITERAL: Rule = Rule(212);
    /// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` (RFC 3986 section 3.2.2)
    pub const IPV_FUTURE: Rule = Rule(213);
    /// `IPv6address = 6( h16 ":" ) ls32 / "::" 5( h16 ":" ) ls32 / [ h16 ] "::" 4( h16 ":" ) ls32 / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32 / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32 / [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32 / [ *4( h16 ":" ) h16 ] "::" ls32 / [ *5( h16 ":" ) h16 ] "::" h16 / [ *6( h16 ":" ) h16 ] "::"` (RFC 3986 section 3.2.2)
    pub const IPV6ADDRESS: Rule = Rule(214);
    /// `h16 = 1*4HEXDIG` (RFC 3986 section 3.2.2)
    pub const H16: Rule = Rule(215);
    /// `ls32 = ( h16 ":" h16 ) / IPv4address` (RFC 3986 section 3.2.2)
    pub const LS32: Rule = Rule(216);
    /// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet` (RFC 3986 section 3.2.2)
    pub const IPV4ADDRESS: Rule = Rule(217);
    /// `dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35` (RFC 3986 section 3.2.2)
    pub const DEC_OCTET: Rule = Rule(218);
    /// `port = *DIGIT` (RFC 3986 section 3.2.3)
    pub const PORT: Rule = Rule(219);
    /// `pct-encoded = "%" HEXDIG HEXDIG` (RFC 3986 section 2.1)
    pub const PCT_ENCODED: Rule = Rule(220);
    /// `reserved = gen-delims / sub-delims` (RFC 3986 section 2.2)
    pub const RESERVED: Rule = Rule(221);
    /// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"` (RFC 3986 section 2.2)
    pub const GEN_DELIMS: Rule = Rule(222);
    /// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (RFC 3986 section 2.2)
    pub const SUB_DELIMS: Rule = Rule(223);
    /// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 3986 section 2.3)
    pub const UNRESERVED: Rule = Rule(224);
    /// `ALPHA = %x41-5A / %x61-7A` (RFC 2234 section B.1)
    pub const ALPHA: Rule = Rule(225);
    /// `DIGIT = %x30-39` (RFC 2234 section B.1)
    pub const DIGIT: Rule = Rule(226);
    /// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (RFC 2234 section B.1)
    pub const HEXDIG: Rule = Rule(227);
    /// Every rule, in the order of the grammar file.
    pub const ALL: [Rule; 42] = [Rule(186), Rule(187), Rule(188), Rule(189), Rule(190), Rule(191), Rule(192), Rule(193), Rule(194), Rule(195), Rule(196), Rule(197), Rule(198), Rule(199), Rule(200), Rule(201), Rule(202), Rule(203), Rule(204), Rule(205), Rule(206), Rule(207), Rule(208), Rule(209), Rule(210), Rule(211), Rule(212), Rule(213), Rule(214), Rule(215), Rule(216), Rule(217), Rule(218), Rule(219), Rule(220), Rule(221), Rule(222), Rule(223), Rule(224), Rule(225), Rule(226), Rule(227)];
}
/// The pest rule of each rule of [`Dialect::STRICT`].
#[cfg(feature = "pest")]
static PEST_RFC2396: [pest_rfc2396::Rule; 44] = [pest_rfc2396::Rule::URI_reference, pest_rfc2396::Rule::absoluteURI, pest_rfc2396::Rule::relativeURI, pest_rfc2396::Rule::hier_part, pest_rfc2396::Rule::opaque_part, pest_rfc2396::Rule::uric_no_slash, pest_rfc2396::Rule::net_path, pest_rfc2396::Rule::abs_path, pest_rfc2396::Rule::rel_path, pest_rfc2396::Rule::rel_segment, pest_rfc2396::Rule::scheme, pest_rfc2396::Rule::authority, pest_rfc2396::Rule::reg_name, pest_rfc2396::Rule::server, pest_rfc2396::Rule::userinfo, pest_rfc2396::Rule::hostport, pest_rfc2396::Rule::host, pest_rfc2396::Rule::hostname, pest_rfc2396::Rule::domainlabel, pest_rfc2396::Rule::toplabel, pest_rfc2396::Rule::IPv4address, pest_rfc2396::Rule::port, pest_rfc2396::Rule::path, pest_rfc2396::Rule::path_segments, pest_rfc2396::Rule::segment, pest_rfc2396::Rule::param, pest_rfc2396::Rule::pchar, pest_rfc2396::Rule::query, pest_rfc2396::Rule::fragment, pest_rfc2396::Rule::uric, pest_rfc2396::Rule::reserved, pest_rfc2396::Rule::unreserved, pest_rfc2396::Rule::mark, pest_rfc2396::Rule::escaped, pest_rfc2396::Rule::hex, pest_rfc2396::Rule::alphanum, pest_rfc2396::Rule::alpha, pest_rfc2396::Rule::lowalpha, pest_rfc2396::Rule::upalpha, pest_rfc2396::Rule::digit, pest_rfc2396::Rule::control, pest_rfc2396::Rule::space, pest_rfc2396::Rule::delims, pest_rfc2396::Rule::unwise];
/// The rule of a pest rule (`None` for pest's own `EOI`).
#[cfg(feature = "pest")]
fn of_pest_rfc2396(rule: pest_rfc2396::Rule) -> Option<Rule> {
    match rule {
        pest_rfc2396::Rule::URI_reference => Some(Rule(0)),
        pest_rfc2396::Rule::absoluteURI => Some(Rule(1)),
        pest_rfc2396::Rule::relativeURI => Some(Rule(2)),
        pest_rfc2396::Rule::hier_part => Some(Rule(3)),
        pest_rfc2396::Rule::opaque_part => Some(Rule(4)),
        pest_rfc2396::Rule::uric_no_slash => Some(Rule(5)),
        pest_rfc2396::Rule::net_path => Some(Rule(6)),
        pest_rfc2396::Rule::abs_path => Some(Rule(7)),
        pest_rfc2396::Rule::rel_path => Some(Rule(8)),
        pest_rfc2396::Rule::rel_segment => Some(Rule(9)),
        pest_rfc2396::Rule::scheme => Some(Rule(10)),
        pest_rfc2396::Rule::authority => Some(Rule(11)),
        pest_rfc2396::Rule::reg_name => Some(Rule(12)),
        pest_rfc2396::Rule::server => Some(Rule(13)),
        pest_rfc2396::Rule::userinfo => Some(Rule(14)),
        pest_rfc2396::Rule::hostport => Some(Rule(15)),
        pest_rfc2396::Rule::host => Some(Rule(16)),
        pest_rfc2396::Rule::hostname => Some(Rule(17)),
        pest_rfc2396::Rule::domainlabel => Some(Rule(18)),
        pest_rfc2396::Rule::toplabel => Some(Rule(19)),
        pest_rfc2396::Rule::IPv4address => Some(Rule(20)),
        pest_rfc2396::Rule::port => Some(Rule(21)),
        pest_rfc2396::Rule::path => Some(Rule(22)),
        pest_rfc2396::Rule::path_segments => Some(Rule(23)),
        pest_rfc2396::Rule::segment => Some(Rule(24)),
        pest_rfc2396::Rule::param => Some(Rule(25)),
        pest_rfc2396::Rule::pchar => Some(Rule(26)),
        pest_rfc2396::Rule::query => Some(Rule(27)),
        pest_rfc2396::Rule::fragment => Some(Rule(28)),
        pest_rfc2396::Rule::uric => Some(Rule(29)),
        pest_rfc2396::Rule::reserved => Some(Rule(30)),
        pest_rfc2396::Rule::unreserved => Some(Rule(31)),
        pest_rfc2396::Rule::mark => Some(Rule(32)),
        pest_rfc2396::Rule::escaped => Some(Rule(33)),
        pest_rfc2396::Rule::hex => Some(Rule(34)),
        pest_rfc2396::Rule::alphanum => Some(Rule(35)),
        pest_rfc2396::Rule::alpha => Some(Rule(36)),
        pest_rfc2396::Rule::lowalpha => Some(Rule(37)),
        pest_rfc2396::Rule::upalpha => Some(Rule(38)),
        pest_rfc2396::Rule::digit => Some(Rule(39)),
        pest_rfc2396::Rule::control => Some(Rule(40)),
        pest_rfc2396::Rule::space => Some(Rule(41)),
        pest_rfc2396::Rule::delims => Some(Rule(42)),
        pest_rfc2396::Rule::unwise => Some(Rule(43)),
        pest_rfc2396::Rule::EOI => None,
    }
}
/// The pest rule of each rule of [`Dialect::RFC2732`].
#[cfg(feature = "pest-dialects")]
static PEST_RFC2732: [pest_rfc2732::Rule; 49] = [pest_rfc2732::Rule::URI_reference, pest_rfc2732::Rule::absoluteURI, pest_rfc2732::Rule::relativeURI, pest_rfc2732::Rule::hier_part, pest_rfc2732::Rule::opaque_part, pest_rfc2732::Rule::uric_no_slash, pest_rfc2732::Rule::net_path, pest_rfc2732::Rule::abs_path, pest_rfc2732::Rule::rel_path, pest_rfc2732::Rule::rel_segment, pest_rfc2732::Rule::scheme, pest_rfc2732::Rule::authority, pest_rfc2732::Rule::reg_name, pest_rfc2732::Rule::server, pest_rfc2732::Rule::userinfo, pest_rfc2732::Rule::hostport, pest_rfc2732::Rule::host, pest_rfc2732::Rule::IPv6reference, pest_rfc2732::Rule::IPv6address, pest_rfc2732::Rule::ls32, pest_rfc2732::Rule::hex4, pest_rfc2732::Rule::dec_octet, pest_rfc2732::Rule::hostname, pest_rfc2732::Rule::domainlabel, pest_rfc2732::Rule::toplabel, pest_rfc2732::Rule::IPv4address, pest_rfc2732::Rule::port, pest_rfc2732::Rule::path, pest_rfc2732::Rule::path_segments, pest_rfc2732::Rule::segment, pest_rfc2732::Rule::param, pest_rfc2732::Rule::pchar, pest_rfc2732::Rule::query, pest_rfc2732::Rule::fragment, pest_rfc2732::Rule::uric, pest_rfc2732::Rule::reserved, pest_rfc2732::Rule::unreserved, pest_rfc2732::Rule::mark, pest_rfc2732::Rule::escaped, pest_rfc2732::Rule::hex, pest_rfc2732::Rule::alphanum, pest_rfc2732::Rule::alpha, pest_rfc2732::Rule::lowalpha, pest_rfc2732::Rule::upalpha, pest_rfc2732::Rule::digit, pest_rfc2732::Rule::control, pest_rfc2732::Rule::space, pest_rfc2732::Rule::delims, pest_rfc2732::Rule::unwise];
/// The rule of a pest rule (`None` for pest's own `EOI`).
#[cfg(feature = "pest-dialects")]
fn of_pest_rfc2732(rule: pest_rfc2732::Rule) -> Option<Rule> {
    match rule {
        pest_rfc2732::Rule::URI_reference => Some(Rule(44)),
        pest_rfc2732::Rule::absoluteURI => Some(Rule(45)),
        pest_rfc2732::Rule::relativeURI => Some(Rule(46)),
        pest_rfc2732::Rule::hier_part => Some(Rule(47)),
        pest_rfc2732::Rule::opaque_part => Some(Rule(48)),
        pest_rfc2732::Rule::uric_no_slash => Some(Rule(49)),
        pest_rfc2732::Rule::net_path => Some(Rule(50)),
        pest_rfc2732::Rule::abs_path => Some(Rule(51)),
        pest_rfc2732::Rule::rel_path => Some(Rule(52)),
        pest_rfc2732::Rule::rel_segment => Some(Rule(53)),
        pest_rfc2732::Rule::scheme => Some(Rule(54)),
        pest_rfc2732::Rule::authority => Some(Rule(55)),
        pest_rfc2732::Rule::reg_name => Some(Rule(56)),
        pest_rfc2732::Rule::server => Some(Rule(57)),
        pest_rfc2732::Rule::userinfo => Some(Rule(58)),
        pest_rfc2732::Rule::hostport => Some(Rule(59)),
        pest_rfc2732::Rule::host => Some(Rule(60)),
        pest_rfc2732::Rule::IPv6reference => Some(Rule(61)),
        pest_rfc2732::Rule::IPv6address => Some(Rule(62)),
        pest_rfc2732::Rule::ls32 => Some(Rule(63)),
        pest_rfc2732::Rule::hex4 => Some(Rule(64)),
        pest_rfc2732::Rule::dec_octet => Some(Rule(65)),
        pest_rfc2732::Rule::hostname => Some(Rule(66)),
        pest_rfc2732::Rule::domainlabel => Some(Rule(67)),
        pest_rfc2732::Rule::toplabel => Some(Rule(68)),
        pest_rfc2732::Rule::IPv4address => Some(Rule(69)),
        pest_rfc2732::Rule::port => Some(Rule(70)),
        pest_rfc2732::Rule::path => Some(Rule(71)),
        pest_rfc2732::Rule::path_segments => Some(Rule(72)),
        pest_rfc2732::Rule::segment => Some(Rule(73)),
        pest_rfc2732::Rule::param => Some(Rule(74)),
        pest_rfc2732::Rule::pchar => Some(Rule(75)),
        pest_rfc2732::Rule::query => Some(Rule(76)),
        pest_rfc2732::Rule::fragment => Some(Rule(77)),
        pest_rfc2732::Rule::uric => Some(Rule(78)),
        pest_rfc2732::Rule::reserved => Some(Rule(79)),
        pest_rfc2732::Rule::unreserved => Some(Rule(80)),
        pest_rfc2732::Rule::mark => Some(Rule(81)),
        pest_rfc2732::Rule::escaped => Some(Rule(82)),
        pest_rfc2732::Rule::hex => Some(Rule(83)),
        pest_rfc2732::Rule::alphanum => Some(Rule(84)),
        pest_rfc2732::Rule::alpha => Some(Rule(85)),
        pest_rfc2732::Rule::lowalpha => Some(Rule(86)),
        pest_rfc2732::Rule::upalpha => Some(Rule(87)),
        pest_rfc2732::Rule::digit => Some(Rule(88)),
        pest_rfc2732::Rule::control => Some(Rule(89)),
        pest_rfc2732::Rule::space => Some(Rule(90)),
        pest_rfc2732::Rule::delims => Some(Rule(91)),
        pest_rfc2732::Rule::unwise => Some(Rule(92)),
        pest_rfc2732::Rule::EOI => None,
    }
}
/// The pest rule of each rule of [`Dialect::JAVA`].
#[cfg(feature = "pest-dialects")]
static PEST_JAVA: [pest_java::Rule; 54] = [pest_java::Rule::URI_reference, pest_java::Rule::empty_authority, pest_java::Rule::absoluteURI, pest_java::Rule::relativeURI, pest_java::Rule::hier_part, pest_java::Rule::path_absolute, pest_java::Rule::segment_nz, pest_java::Rule::opaque_part, pest_java::Rule::uric_no_slash, pest_java::Rule::net_path, pest_java::Rule::abs_path, pest_java::Rule::rel_path, pest_java::Rule::rel_segment, pest_java::Rule::scheme, pest_java::Rule::authority, pest_java::Rule::reg_name, pest_java::Rule::server, pest_java::Rule::userinfo, pest_java::Rule::hostport, pest_java::Rule::host, pest_java::Rule::IPv6reference, pest_java::Rule::scope_id, pest_java::Rule::IPv6address, pest_java::Rule::ls32, pest_java::Rule::hex4, pest_java::Rule::dec_octet, pest_java::Rule::hostname, pest_java::Rule::domainlabel, pest_java::Rule::toplabel, pest_java::Rule::IPv4address, pest_java::Rule::port, pest_java::Rule::path, pest_java::Rule::path_segments, pest_java::Rule::segment, pest_java::Rule::param, pest_java::Rule::pchar, pest_java::Rule::query, pest_java::Rule::fragment, pest_java::Rule::uric, pest_java::Rule::reserved, pest_java::Rule::unreserved, pest_java::Rule::mark, pest_java::Rule::escaped, pest_java::Rule::other, pest_java::Rule::hex, pest_java::Rule::alphanum, pest_java::Rule::alpha, pest_java::Rule::lowalpha, pest_java::Rule::upalpha, pest_java::Rule::digit, pest_java::Rule::control, pest_java::Rule::space, pest_java::Rule::delims, pest_java::Rule::unwise];
/// The rule of a pest rule (`None` for pest's own `EOI`).
#[cfg(feature = "pest-dialects")]
fn of_pest_java(rule: pest_java::Rule) -> Option<Rule> {
    match rule {
        pest_java::Rule::URI_reference => Some(Rule(93)),
        pest_java::Rule::empty_authority => Some(Rule(94)),
        pest_java::Rule::absoluteURI => Some(Rule(95)),
        pest_java::Rule::relativeURI => Some(Rule(96)),
        pest_java::Rule::hier_part => Some(Rule(97)),
        pest_java::Rule::path_absolute => Some(Rule(98)),
        pest_java::Rule::segment_nz => Some(Rule(99)),
        pest_java::Rule::opaque_part => Some(Rule(100)),
        pest_java::Rule::uric_no_slash => Some(Rule(101)),
        pest_java::Rule::net_path => Some(Rule(102)),
        pest_java::Rule::abs_path => Some(Rule(103)),
        pest_java::Rule::rel_path => Some(Rule(104)),
        pest_java::Rule::rel_segment => Some(Rule(105)),
        pest_java::Rule::scheme => Some(Rule(106)),
        pest_java::Rule::authority => Some(Rule(107)),
        pest_java::Rule::reg_name => Some(Rule(108)),
        pest_java::Rule::server => Some(Rule(109)),
        pest_java::Rule::userinfo => Some(Rule(110)),
        pest_java::Rule::hostport => Some(Rule(111)),
        pest_java::Rule::host => Some(Rule(112)),
        pest_java::Rule::IPv6reference => Some(Rule(113)),
        pest_java::Rule::scope_id => Some(Rule(114)),
        pest_java::Rule::IPv6address => Some(Rule(115)),
        pest_java::Rule::ls32 => Some(Rule(116)),
        pest_java::Rule::hex4 => Some(Rule(117)),
        pest_java::Rule::dec_octet => Some(Rule(118)),
        pest_java::Rule::hostname => Some(Rule(119)),
        pest_java::Rule::domainlabel => Some(Rule(120)),
        pest_java::Rule::toplabel => Some(Rule(121)),
        pest_java::Rule::IPv4address => Some(Rule(122)),
        pest_java::Rule::port => Some(Rule(123)),
        pest_java::Rule::path => Some(Rule(124)),
        pest_java::Rule::path_segments => Some(Rule(125)),
        pest_java::Rule::segment => Some(Rule(126)),
        pest_java::Rule::param => Some(Rule(127)),
        pest_java::Rule::pchar => Some(Rule(128)),
        pest_java::Rule::query => Some(Rule(129)),
        pest_java::Rule::fragment => Some(Rule(130)),
        pest_java::Rule::uric => Some(Rule(131)),
        pest_java::Rule::reserved => Some(Rule(132)),
        pest_java::Rule::unreserved => Some(Rule(133)),
        pest_java::Rule::mark => Some(Rule(134)),
        pest_java::Rule::escaped => Some(Rule(135)),
        pest_java::Rule::other => Some(Rule(136)),
        pest_java::Rule::hex => Some(Rule(137)),
        pest_java::Rule::alphanum => Some(Rule(138)),
        pest_java::Rule::alpha => Some(Rule(139)),
        pest_java::Rule::lowalpha => Some(Rule(140)),
        pest_java::Rule::upalpha => Some(Rule(141)),
        pest_java::Rule::digit => Some(Rule(142)),
        pest_java::Rule::control => Some(Rule(143)),
        pest_java::Rule::space => Some(Rule(144)),
        pest_java::Rule::delims => Some(Rule(145)),
        pest_java::Rule::unwise => Some(Rule(146)),
        pest_java::Rule::EOI => None,
    }
}
/// The pest rule of each rule of [`Dialect::RFC3986`].
#[cfg(feature = "pest-dialects")]
static PEST_RFC3986: [pest_rfc3986::Rule; 39] = [pest_rfc3986::Rule::URI_reference, pest_rfc3986::Rule::relative_ref, pest_rfc3986::Rule::relative_part, pest_rfc3986::Rule::absolute_URI, pest_rfc3986::Rule::URI, pest_rfc3986::Rule::hier_part, pest_rfc3986::Rule::scheme, pest_rfc3986::Rule::authority, pest_rfc3986::Rule::userinfo, pest_rfc3986::Rule::host, pest_rfc3986::Rule::IP_literal, pest_rfc3986::Rule::IPvFuture, pest_rfc3986::Rule::IPv6address, pest_rfc3986::Rule::h16, pest_rfc3986::Rule::ls32, pest_rfc3986::Rule::IPv4address, pest_rfc3986::Rule::dec_octet, pest_rfc3986::Rule::reg_name, pest_rfc3986::Rule::port, pest_rfc3986::Rule::path, pest_rfc3986::Rule::path_abempty, pest_rfc3986::Rule::path_absolute, pest_rfc3986::Rule::path_noscheme, pest_rfc3986::Rule::path_rootless, pest_rfc3986::Rule::path_empty, pest_rfc3986::Rule::segment, pest_rfc3986::Rule::segment_nz, pest_rfc3986::Rule::segment_nz_nc, pest_rfc3986::Rule::pchar, pest_rfc3986::Rule::query, pest_rfc3986::Rule::fragment, pest_rfc3986::Rule::pct_encoded, pest_rfc3986::Rule::reserved, pest_rfc3986::Rule::gen_delims, pest_rfc3986::Rule::sub_delims, pest_rfc3986::Rule::unreserved, pest_rfc3986::Rule::ALPHA, pest_rfc3986::Rule::DIGIT, pest_rfc3986::Rule::HEXDIG];
/// The rule of a pest rule (`None` for pest's own `EOI`).
#[cfg(feature = "pest-dialects")]
fn of_pest_rfc3986(rule: pest_rfc3986::Rule) -> Option<Rule> {
    match rule {
        pest_rfc3986::Rule::URI_reference => Some(Rule(147)),
        pest_rfc3986::Rule::relative_ref => Some(Rule(148)),
        pest_rfc3986::Rule::relative_part => Some(Rule(149)),
        pest_rfc3986::Rule::absolute_URI => Some(Rule(150)),
        pest_rfc3986::Rule::URI => Some(Rule(151)),
        pest_rfc3986::Rule::hier_part => Some(Rule(152)),
        pest_rfc3986::Rule::scheme => Some(Rule(153)),
        pest_rfc3986::Rule::authority => Some(Rule(154)),
        pest_rfc3986::Rule::userinfo => Some(Rule(155)),
        pest_rfc3986::Rule::host => Some(Rule(156)),
        pest_rfc3986::Rule::IP_literal => Some(Rule(157)),
        pest_rfc3986::Rule::IPvFuture => Some(Rule(158)),
        pest_rfc3986::Rule::IPv6address => Some(Rule(159)),
        pest_rfc3986::Rule::h16 => Some(Rule(160)),
        pest_rfc3986::Rule::ls32 => Some(Rule(161)),
        pest_rfc3986::Rule::IPv4address => Some(Rule(162)),
        pest_rfc3986::Rule::dec_octet => Some(Rule(163)),
        pest_rfc3986::Rule::reg_name => Some(Rule(164)),
        pest_rfc3986::Rule::port => Some(Rule(165)),
        pest_rfc3986::Rule::path => Some(Rule(166)),
        pest_rfc3986::Rule::path_abempty => Some(Rule(167)),
        pest_rfc3986::Rule::path_absolute => Some(Rule(168)),
        pest_rfc3986::Rule::path_noscheme => Some(Rule(169)),
        pest_rfc3986::Rule::path_rootless => Some(Rule(170)),
        pest_rfc3986::Rule::path_empty => Some(Rule(171)),
        pest_rfc3986::Rule::segment => Some(Rule(172)),
        pest_rfc3986::Rule::segment_nz => Some(Rule(173)),
        pest_rfc3986::Rule::segment_nz_nc => Some(Rule(174)),
        pest_rfc3986::Rule::pchar => Some(Rule(175)),
        pest_rfc3986::Rule::query => Some(Rule(176)),
        pest_rfc3986::Rule::fragment => Some(Rule(177)),
        pest_rfc3986::Rule::pct_encoded => Some(Rule(178)),
        pest_rfc3986::Rule::reserved => Some(Rule(179)),
        pest_rfc3986::Rule::gen_delims => Some(Rule(180)),
        pest_rfc3986::Rule::sub_delims => Some(Rule(181)),
        pest_rfc3986::Rule::unreserved => Some(Rule(182)),
        pest_rfc3986::Rule::ALPHA => Some(Rule(183)),
        pest_rfc3986::Rule::DIGIT => Some(Rule(184)),
        pest_rfc3986::Rule::HEXDIG => Some(Rule(185)),
        pest_rfc3986::Rule::EOI => None,
    }
}
/// The pest rule of each rule of [`Dialect::RFC3987`].
#[cfg(feature = "pest-dialects")]
static PEST_RFC3987: [pest_rfc3987::Rule; 42] = [pest_rfc3987::Rule::IRI_reference, pest_rfc3987::Rule::IRI, pest_rfc3987::Rule::ihier_part, pest_rfc3987::Rule::absolute_IRI, pest_rfc3987::Rule::irelative_ref, pest_rfc3987::Rule::irelative_part, pest_rfc3987::Rule::iauthority, pest_rfc3987::Rule::iuserinfo, pest_rfc3987::Rule::ihost, pest_rfc3987::Rule::ireg_name, pest_rfc3987::Rule::ipath, pest_rfc3987::Rule::ipath_abempty, pest_rfc3987::Rule::ipath_absolute, pest_rfc3987::Rule::ipath_noscheme, pest_rfc3987::Rule::ipath_rootless, pest_rfc3987::Rule::ipath_empty, pest_rfc3987::Rule::isegment, pest_rfc3987::Rule::isegment_nz, pest_rfc3987::Rule::isegment_nz_nc, pest_rfc3987::Rule::ipchar, pest_rfc3987::Rule::iquery, pest_rfc3987::Rule::ifragment, pest_rfc3987::Rule::iunreserved, pest_rfc3987::Rule::ucschar, pest_rfc3987::Rule::iprivate, pest_rfc3987::Rule::scheme, pest_rfc3987::Rule::IP_literal, pest_rfc3987::Rule::IPvFuture, pest_rfc3987::Rule::IPv6address, pest_rfc3987::Rule::h16, pest_rfc3987::Rule::ls32, pest_rfc3987::Rule::IPv4address, pest_rfc3987::Rule::dec_octet, pest_rfc3987::Rule::port, pest_rfc3987::Rule::pct_encoded, pest_rfc3987::Rule::reserved, pest_rfc3987::Rule::gen_delims, pest_rfc3987::Rule::sub_delims, pest_rfc3987::Rule::unreserved, pest_rfc3987::Rule::ALPHA, pest_rfc3987::Rule::DIGIT, pest_rfc3987::Rule::HEXDIG];
/// The rule of a pest rule (`None` for pest's own `EOI`).
#[cfg(feature = "pest-dialects")]
fn of_pest_rfc3987(rule: pest_rfc3987::Rule) -> Option<Rule> {
    match rule {
        pest_rfc3987::Rule::IRI_reference => Some(Rule(186)),
        pest_rfc3987::Rule::IRI => Some(Rule(187)),
        pest_rfc3987::Rule::ihier_part => Some(Rule(188)),
        pest_rfc3987::Rule::absolute_IRI => Some(Rule(189)),
        pest_rfc3987::Rule::irelative_ref => Some(Rule(190)),
        pest_rfc3987::Rule::irelative_part => Some(Rule(191)),
        pest_rfc3987::Rule::iauthority => Some(Rule(192)),
        pest_rfc3987::Rule::iuserinfo => Some(Rule(193)),
        pest_rfc3987::Rule::ihost => Some(Rule(194)),
        pest_rfc3987::Rule::ireg_name => Some(Rule(195)),
        pest_rfc3987::Rule::ipath => Some(Rule(196)),
        pest_rfc3987::Rule::ipath_abempty => Some(Rule(197)),
        pest_rfc3987::Rule::ipath_absolute => Some(Rule(198)),
        pest_rfc3987::Rule::ipath_noscheme => Some(Rule(199)),
        pest_rfc3987::Rule::ipath_rootless => Some(Rule(200)),
        pest_rfc3987::Rule::ipath_empty => Some(Rule(201)),
        pest_rfc3987::Rule::isegment => Some(Rule(202)),
        pest_rfc3987::Rule::isegment_nz => Some(Rule(203)),
        pest_rfc3987::Rule::isegment_nz_nc => Some(Rule(204)),
        pest_rfc3987::Rule::ipchar => Some(Rule(205)),
        pest_rfc3987::Rule::iquery => Some(Rule(206)),
        pest_rfc3987::Rule::ifragment => Some(Rule(207)),
        pest_rfc3987::Rule::iunreserved => Some(Rule(208)),
        pest_rfc3987::Rule::ucschar => Some(Rule(209)),
        pest_rfc3987::Rule::iprivate => Some(Rule(210)),
        pest_rfc3987::Rule::scheme => Some(Rule(211)),
        pest_rfc3987::Rule::IP_literal => Some(Rule(212)),
        pest_rfc3987::Rule::IPvFuture => Some(Rule(213)),
        pest_rfc3987::Rule::IPv6address => Some(Rule(214)),
        pest_rfc3987::Rule::h16 => Some(Rule(215)),
        pest_rfc3987::Rule::ls32 => Some(Rule(216)),
        pest_rfc3987::Rule::IPv4address => Some(Rule(217)),
        pest_rfc3987::Rule::dec_octet => Some(Rule(218)),
        pest_rfc3987::Rule::port => Some(Rule(219)),
        pest_rfc3987::Rule::pct_encoded => Some(Rule(220)),
        pest_rfc3987::Rule::reserved => Some(Rule(221)),
        pest_rfc3987::Rule::gen_delims => Some(Rule(222)),
        pest_rfc3987::Rule::sub_delims => Some(Rule(223)),
        pest_rfc3987::Rule::unreserved => Some(Rule(224)),
        pest_rfc3987::Rule::ALPHA => Some(Rule(225)),
        pest_rfc3987::Rule::DIGIT => Some(Rule(226)),
        pest_rfc3987::Rule::HEXDIG => Some(Rule(227)),
        pest_rfc3987::Rule::EOI => None,
    }
}
