// Generated from uri2396.pest, rfc2732.pest, java.pest, rfc3986.pest and rfc3987.pest by
// `cargo run -p uri2396-compile --features parsers --example regenerate`. Do not edit.
/// One row per rule: each grammar's rules, in the order of its file.
static TABLE: [Row; 228] = [
    Row { grammar: Dialect::STRICT, name: "URI-reference", kind: RuleKind::Structure, bnf: "URI-reference = [ absoluteURI | relativeURI ] [ \"#\" fragment ]", rfc: 2396, section: "4", uses: &[Rule(1), Rule(2), Rule(28)], used_by: &[] },
    Row { grammar: Dialect::STRICT, name: "absoluteURI", kind: RuleKind::Structure, bnf: "absoluteURI = scheme \":\" ( hier_part | opaque_part )", rfc: 2396, section: "3", uses: &[Rule(10), Rule(3), Rule(4)], used_by: &[Rule(0)] },
    Row { grammar: Dialect::STRICT, name: "relativeURI", kind: RuleKind::Structure, bnf: "relativeURI = ( net_path | abs_path | rel_path ) [ \"?\" query ]", rfc: 2396, section: "5", uses: &[Rule(6), Rule(7), Rule(8), Rule(27)], used_by: &[Rule(0)] },
    Row { grammar: Dialect::STRICT, name: "hier_part", kind: RuleKind::Structure, bnf: "hier_part = ( net_path | abs_path ) [ \"?\" query ]", rfc: 2396, section: "3", uses: &[Rule(6), Rule(7), Rule(27)], used_by: &[Rule(1)] },
    Row { grammar: Dialect::STRICT, name: "opaque_part", kind: RuleKind::Leaf, bnf: "opaque_part = uric_no_slash *uric", rfc: 2396, section: "3", uses: &[Rule(5), Rule(29)], used_by: &[Rule(1), Rule(22)] },
    Row { grammar: Dialect::STRICT, name: "uric_no_slash", kind: RuleKind::Class, bnf: "uric_no_slash = unreserved | escaped | \";\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"", rfc: 2396, section: "3", uses: &[Rule(31), Rule(33)], used_by: &[Rule(4)] },
    Row { grammar: Dialect::STRICT, name: "net_path", kind: RuleKind::Structure, bnf: "net_path = \"//\" authority [ abs_path ]", rfc: 2396, section: "3", uses: &[Rule(11), Rule(7)], used_by: &[Rule(2), Rule(3)] },
    Row { grammar: Dialect::STRICT, name: "abs_path", kind: RuleKind::Structure, bnf: "abs_path = \"/\"  path_segments", rfc: 2396, section: "3", uses: &[Rule(23)], used_by: &[Rule(2), Rule(3), Rule(6), Rule(8), Rule(22)] },
    Row { grammar: Dialect::STRICT, name: "rel_path", kind: RuleKind::Structure, bnf: "rel_path = rel_segment [ abs_path ]", rfc: 2396, section: "5", uses: &[Rule(9), Rule(7)], used_by: &[Rule(2)] },
    Row { grammar: Dialect::STRICT, name: "rel_segment", kind: RuleKind::Leaf, bnf: "rel_segment = 1*( unreserved | escaped | \";\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )", rfc: 2396, section: "5", uses: &[Rule(31), Rule(33)], used_by: &[Rule(8)] },
    Row { grammar: Dialect::STRICT, name: "scheme", kind: RuleKind::Leaf, bnf: "scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )", rfc: 2396, section: "3.1", uses: &[Rule(36), Rule(39)], used_by: &[Rule(1)] },
    Row { grammar: Dialect::STRICT, name: "authority", kind: RuleKind::Structure, bnf: "authority = server | reg_name", rfc: 2396, section: "3.2", uses: &[Rule(13), Rule(12)], used_by: &[Rule(6)] },
    Row { grammar: Dialect::STRICT, name: "reg_name", kind: RuleKind::Leaf, bnf: "reg_name = 1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )", rfc: 2396, section: "3.2.1", uses: &[Rule(31), Rule(33)], used_by: &[Rule(11)] },
    Row { grammar: Dialect::STRICT, name: "server", kind: RuleKind::Structure, bnf: "server = [ [ userinfo \"@\" ] hostport ]", rfc: 2396, section: "3.2.2", uses: &[Rule(15), Rule(14)], used_by: &[Rule(11)] },
    Row { grammar: Dialect::STRICT, name: "userinfo", kind: RuleKind::Leaf, bnf: "userinfo = *( unreserved | escaped | \";\" | \":\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )", rfc: 2396, section: "3.2.2", uses: &[Rule(31), Rule(33)], used_by: &[Rule(13)] },
    Row { grammar: Dialect::STRICT, name: "hostport", kind: RuleKind::Structure, bnf: "hostport = host [ \":\" port ]", rfc: 2396, section: "3.2.2", uses: &[Rule(16), Rule(21)], used_by: &[Rule(13)] },
    Row { grammar: Dialect::STRICT, name: "host", kind: RuleKind::Structure, bnf: "host = hostname | IPv4address", rfc: 2396, section: "3.2.2", uses: &[Rule(17), Rule(20)], used_by: &[Rule(15)] },
    Row { grammar: Dialect::STRICT, name: "hostname", kind: RuleKind::Structure, bnf: "hostname = *( domainlabel \".\" ) toplabel [ \".\" ]", rfc: 2396, section: "3.2.2", uses: &[Rule(18), Rule(19)], used_by: &[Rule(16)] },
    Row { grammar: Dialect::STRICT, name: "domainlabel", kind: RuleKind::Leaf, bnf: "domainlabel = alphanum | alphanum *( alphanum | \"-\" ) alphanum", rfc: 2396, section: "3.2.2", uses: &[Rule(35)], used_by: &[Rule(17)] },
    Row { grammar: Dialect::STRICT, name: "toplabel", kind: RuleKind::Leaf, bnf: "toplabel = alpha | alpha *( alphanum | \"-\" ) alphanum", rfc: 2396, section: "3.2.2", uses: &[Rule(36), Rule(35)], used_by: &[Rule(17)] },
    Row { grammar: Dialect::STRICT, name: "IPv4address", kind: RuleKind::Leaf, bnf: "IPv4address = 1*digit \".\" 1*digit \".\" 1*digit \".\" 1*digit", rfc: 2396, section: "3.2.2", uses: &[Rule(39)], used_by: &[Rule(16)] },
    Row { grammar: Dialect::STRICT, name: "port", kind: RuleKind::Leaf, bnf: "port = *digit", rfc: 2396, section: "3.2.2", uses: &[Rule(39)], used_by: &[Rule(15)] },
    Row { grammar: Dialect::STRICT, name: "path", kind: RuleKind::Structure, bnf: "path = [ abs_path | opaque_part ]", rfc: 2396, section: "3.3", uses: &[Rule(7), Rule(4)], used_by: &[] },
    Row { grammar: Dialect::STRICT, name: "path_segments", kind: RuleKind::Structure, bnf: "path_segments = segment *( \"/\" segment )", rfc: 2396, section: "3.3", uses: &[Rule(24)], used_by: &[Rule(7)] },
    Row { grammar: Dialect::STRICT, name: "segment", kind: RuleKind::Structure, bnf: "segment = *pchar *( \";\" param )", rfc: 2396, section: "3.3", uses: &[Rule(26), Rule(25)], used_by: &[Rule(23)] },
    Row { grammar: Dialect::STRICT, name: "param", kind: RuleKind::Leaf, bnf: "param = *pchar", rfc: 2396, section: "3.3", uses: &[Rule(26)], used_by: &[Rule(24)] },
    Row { grammar: Dialect::STRICT, name: "pchar", kind: RuleKind::Class, bnf: "pchar = unreserved | escaped | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"", rfc: 2396, section: "3.3", uses: &[Rule(33)], used_by: &[Rule(24), Rule(25)] },
    Row { grammar: Dialect::STRICT, name: "query", kind: RuleKind::Leaf, bnf: "query = *uric", rfc: 2396, section: "3.4", uses: &[Rule(29)], used_by: &[Rule(2), Rule(3)] },
    Row { grammar: Dialect::STRICT, name: "fragment", kind: RuleKind::Leaf, bnf: "fragment = *uric", rfc: 2396, section: "4.1", uses: &[Rule(29)], used_by: &[Rule(0)] },
    Row { grammar: Dialect::STRICT, name: "uric", kind: RuleKind::Class, bnf: "uric = reserved | unreserved | escaped", rfc: 2396, section: "2", uses: &[Rule(33)], used_by: &[Rule(4), Rule(27), Rule(28)] },
    Row { grammar: Dialect::STRICT, name: "reserved", kind: RuleKind::Class, bnf: "reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"", rfc: 2396, section: "2.2", uses: &[], used_by: &[] },
    Row { grammar: Dialect::STRICT, name: "unreserved", kind: RuleKind::Class, bnf: "unreserved = alphanum | mark", rfc: 2396, section: "2.3", uses: &[Rule(35), Rule(32)], used_by: &[Rule(5), Rule(9), Rule(12), Rule(14)] },
    Row { grammar: Dialect::STRICT, name: "mark", kind: RuleKind::Class, bnf: "mark = \"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\"", rfc: 2396, section: "2.3", uses: &[], used_by: &[Rule(31)] },
    Row { grammar: Dialect::STRICT, name: "escaped", kind: RuleKind::Class, bnf: "escaped = \"%\" hex hex", rfc: 2396, section: "2.4.1", uses: &[Rule(34)], used_by: &[Rule(5), Rule(9), Rule(12), Rule(14), Rule(26), Rule(29)] },
    Row { grammar: Dialect::STRICT, name: "hex", kind: RuleKind::Class, bnf: "hex = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\"", rfc: 2396, section: "2.4.1", uses: &[Rule(39)], used_by: &[Rule(33)] },
    Row { grammar: Dialect::STRICT, name: "alphanum", kind: RuleKind::Class, bnf: "alphanum = alpha | digit", rfc: 2396, section: "1.6", uses: &[Rule(36), Rule(39)], used_by: &[Rule(18), Rule(19), Rule(31)] },
    Row { grammar: Dialect::STRICT, name: "alpha", kind: RuleKind::Class, bnf: "alpha = lowalpha | upalpha", rfc: 2396, section: "1.6", uses: &[Rule(37), Rule(38)], used_by: &[Rule(10), Rule(19), Rule(35)] },
    Row { grammar: Dialect::STRICT, name: "lowalpha", kind: RuleKind::Class, bnf: "lowalpha = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\"", rfc: 2396, section: "1.6", uses: &[], used_by: &[Rule(36)] },
    Row { grammar: Dialect::STRICT, name: "upalpha", kind: RuleKind::Class, bnf: "upalpha = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\"", rfc: 2396, section: "1.6", uses: &[], used_by: &[Rule(36)] },
    Row { grammar: Dialect::STRICT, name: "digit", kind: RuleKind::Class, bnf: "digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\"", rfc: 2396, section: "1.6", uses: &[], used_by: &[Rule(10), Rule(20), Rule(21), Rule(34), Rule(35)] },
    Row { grammar: Dialect::STRICT, name: "control", kind: RuleKind::Excluded, bnf: "control = <US-ASCII coded characters 00-1F and 7F hexadecimal>", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::STRICT, name: "space", kind: RuleKind::Excluded, bnf: "space = <US-ASCII coded character 20 hexadecimal>", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::STRICT, name: "delims", kind: RuleKind::Excluded, bnf: "delims = \"<\" | \">\" | \"#\" | \"%\" | <\">", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::STRICT, name: "unwise", kind: RuleKind::Excluded, bnf: "unwise = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"[\" | \"]\" | \"`\"", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::RFC2732, name: "URI-reference", kind: RuleKind::Structure, bnf: "URI-reference = [ absoluteURI | relativeURI ] [ \"#\" fragment ]", rfc: 2396, section: "4", uses: &[Rule(45), Rule(46), Rule(77)], used_by: &[] },
    Row { grammar: Dialect::RFC2732, name: "absoluteURI", kind: RuleKind::Structure, bnf: "absoluteURI = scheme \":\" ( hier_part | opaque_part )", rfc: 2396, section: "3", uses: &[Rule(54), Rule(47), Rule(48)], used_by: &[Rule(44)] },
    Row { grammar: Dialect::RFC2732, name: "relativeURI", kind: RuleKind::Structure, bnf: "relativeURI = ( net_path | abs_path | rel_path ) [ \"?\" query ]", rfc: 2396, section: "5", uses: &[Rule(50), Rule(51), Rule(52), Rule(76)], used_by: &[Rule(44)] },
    Row { grammar: Dialect::RFC2732, name: "hier_part", kind: RuleKind::Structure, bnf: "hier_part = ( net_path | abs_path ) [ \"?\" query ]", rfc: 2396, section: "3", uses: &[Rule(50), Rule(51), Rule(76)], used_by: &[Rule(45)] },
    Row { grammar: Dialect::RFC2732, name: "opaque_part", kind: RuleKind::Leaf, bnf: "opaque_part = uric_no_slash *uric", rfc: 2396, section: "3", uses: &[Rule(49), Rule(78)], used_by: &[Rule(45), Rule(71)] },
    Row { grammar: Dialect::RFC2732, name: "uric_no_slash", kind: RuleKind::Class, bnf: "uric_no_slash = unreserved | escaped | \";\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"", rfc: 2396, section: "3", uses: &[Rule(80), Rule(82)], used_by: &[Rule(48)] },
    Row { grammar: Dialect::RFC2732, name: "net_path", kind: RuleKind::Structure, bnf: "net_path = \"//\" authority [ abs_path ]", rfc: 2396, section: "3", uses: &[Rule(55), Rule(51)], used_by: &[Rule(46), Rule(47)] },
    Row { grammar: Dialect::RFC2732, name: "abs_path", kind: RuleKind::Structure, bnf: "abs_path = \"/\"  path_segments", rfc: 2396, section: "3", uses: &[Rule(72)], used_by: &[Rule(46), Rule(47), Rule(50), Rule(52), Rule(71)] },
    Row { grammar: Dialect::RFC2732, name: "rel_path", kind: RuleKind::Structure, bnf: "rel_path = rel_segment [ abs_path ]", rfc: 2396, section: "5", uses: &[Rule(53), Rule(51)], used_by: &[Rule(46)] },
    Row { grammar: Dialect::RFC2732, name: "rel_segment", kind: RuleKind::Leaf, bnf: "rel_segment = 1*( unreserved | escaped | \";\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )", rfc: 2396, section: "5", uses: &[Rule(80), Rule(82)], used_by: &[Rule(52)] },
    Row { grammar: Dialect::RFC2732, name: "scheme", kind: RuleKind::Leaf, bnf: "scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )", rfc: 2396, section: "3.1", uses: &[Rule(85), Rule(88)], used_by: &[Rule(45)] },
    Row { grammar: Dialect::RFC2732, name: "authority", kind: RuleKind::Structure, bnf: "authority = server | reg_name", rfc: 2396, section: "3.2", uses: &[Rule(57), Rule(56)], used_by: &[Rule(50)] },
    Row { grammar: Dialect::RFC2732, name: "reg_name", kind: RuleKind::Leaf, bnf: "reg_name = 1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )", rfc: 2396, section: "3.2.1", uses: &[Rule(80), Rule(82)], used_by: &[Rule(55)] },
    Row { grammar: Dialect::RFC2732, name: "server", kind: RuleKind::Structure, bnf: "server = [ [ userinfo \"@\" ] hostport ]", rfc: 2396, section: "3.2.2", uses: &[Rule(59), Rule(58)], used_by: &[Rule(55)] },
    Row { grammar: Dialect::RFC2732, name: "userinfo", kind: RuleKind::Leaf, bnf: "userinfo = *( unreserved | escaped | \";\" | \":\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )", rfc: 2396, section: "3.2.2", uses: &[Rule(80), Rule(82)], used_by: &[Rule(57)] },
    Row { grammar: Dialect::RFC2732, name: "hostport", kind: RuleKind::Structure, bnf: "hostport = host [ \":\" port ]", rfc: 2396, section: "3.2.2", uses: &[Rule(60), Rule(70)], used_by: &[Rule(57)] },
    Row { grammar: Dialect::RFC2732, name: "host", kind: RuleKind::Structure, bnf: "host = hostname | IPv4address | IPv6reference", rfc: 2732, section: "3", uses: &[Rule(66), Rule(69), Rule(61)], used_by: &[Rule(59)] },
    Row { grammar: Dialect::RFC2732, name: "IPv6reference", kind: RuleKind::Structure, bnf: "IPv6reference = \"[\" IPv6address \"]\"", rfc: 2732, section: "3", uses: &[Rule(62)], used_by: &[Rule(60)] },
    Row { grammar: Dialect::RFC2732, name: "IPv6address", kind: RuleKind::Leaf, bnf: "IPv6address = <eight 16-bit pieces x:x:x:x:x:x:x:x, each 1*4 hex; \"::\" at most once for one or more pieces of zeros; the last two may be d.d.d.d>", rfc: 2373, section: "2.2", uses: &[Rule(64), Rule(63)], used_by: &[Rule(61)] },
    Row { grammar: Dialect::RFC2732, name: "ls32", kind: RuleKind::Class, bnf: "ls32 = ( hex4 \":\" hex4 ) | dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet", rfc: 2373, section: "2.2", uses: &[Rule(64), Rule(65)], used_by: &[Rule(62)] },
    Row { grammar: Dialect::RFC2732, name: "hex4", kind: RuleKind::Class, bnf: "hex4 = 1*4hex", rfc: 2373, section: "2.2", uses: &[Rule(83)], used_by: &[Rule(62), Rule(63)] },
    Row { grammar: Dialect::RFC2732, name: "dec-octet", kind: RuleKind::Class, bnf: "dec-octet = <1*3digit of value at most 255>", rfc: 2373, section: "2.2", uses: &[Rule(88)], used_by: &[Rule(63)] },
    Row { grammar: Dialect::RFC2732, name: "hostname", kind: RuleKind::Structure, bnf: "hostname = *( domainlabel \".\" ) toplabel [ \".\" ]", rfc: 2396, section: "3.2.2", uses: &[Rule(67), Rule(68)], used_by: &[Rule(60)] },
    Row { grammar: Dialect::RFC2732, name: "domainlabel", kind: RuleKind::Leaf, bnf: "domainlabel = alphanum | alphanum *( alphanum | \"-\" ) alphanum", rfc: 2396, section: "3.2.2", uses: &[Rule(84)], used_by: &[Rule(66)] },
    Row { grammar: Dialect::RFC2732, name: "toplabel", kind: RuleKind::Leaf, bnf: "toplabel = alpha | alpha *( alphanum | \"-\" ) alphanum", rfc: 2396, section: "3.2.2", uses: &[Rule(85), Rule(84)], used_by: &[Rule(66)] },
    Row { grammar: Dialect::RFC2732, name: "IPv4address", kind: RuleKind::Leaf, bnf: "IPv4address = 1*3digit \".\" 1*3digit \".\" 1*3digit \".\" 1*3digit", rfc: 2732, section: "3", uses: &[Rule(88)], used_by: &[Rule(60)] },
    Row { grammar: Dialect::RFC2732, name: "port", kind: RuleKind::Leaf, bnf: "port = *digit", rfc: 2396, section: "3.2.2", uses: &[Rule(88)], used_by: &[Rule(59)] },
    Row { grammar: Dialect::RFC2732, name: "path", kind: RuleKind::Structure, bnf: "path = [ abs_path | opaque_part ]", rfc: 2396, section: "3.3", uses: &[Rule(51), Rule(48)], used_by: &[] },
    Row { grammar: Dialect::RFC2732, name: "path_segments", kind: RuleKind::Structure, bnf: "path_segments = segment *( \"/\" segment )", rfc: 2396, section: "3.3", uses: &[Rule(73)], used_by: &[Rule(51)] },
    Row { grammar: Dialect::RFC2732, name: "segment", kind: RuleKind::Structure, bnf: "segment = *pchar *( \";\" param )", rfc: 2396, section: "3.3", uses: &[Rule(75), Rule(74)], used_by: &[Rule(72)] },
    Row { grammar: Dialect::RFC2732, name: "param", kind: RuleKind::Leaf, bnf: "param = *pchar", rfc: 2396, section: "3.3", uses: &[Rule(75)], used_by: &[Rule(73)] },
    Row { grammar: Dialect::RFC2732, name: "pchar", kind: RuleKind::Class, bnf: "pchar = unreserved | escaped | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"", rfc: 2396, section: "3.3", uses: &[Rule(82)], used_by: &[Rule(73), Rule(74)] },
    Row { grammar: Dialect::RFC2732, name: "query", kind: RuleKind::Leaf, bnf: "query = *uric", rfc: 2396, section: "3.4", uses: &[Rule(78)], used_by: &[Rule(46), Rule(47)] },
    Row { grammar: Dialect::RFC2732, name: "fragment", kind: RuleKind::Leaf, bnf: "fragment = *uric", rfc: 2396, section: "4.1", uses: &[Rule(78)], used_by: &[Rule(44)] },
    Row { grammar: Dialect::RFC2732, name: "uric", kind: RuleKind::Class, bnf: "uric = reserved | unreserved | escaped", rfc: 2396, section: "2", uses: &[Rule(82)], used_by: &[Rule(48), Rule(76), Rule(77)] },
    Row { grammar: Dialect::RFC2732, name: "reserved", kind: RuleKind::Class, bnf: "reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\"", rfc: 2732, section: "3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::RFC2732, name: "unreserved", kind: RuleKind::Class, bnf: "unreserved = alphanum | mark", rfc: 2396, section: "2.3", uses: &[Rule(84), Rule(81)], used_by: &[Rule(49), Rule(53), Rule(56), Rule(58)] },
    Row { grammar: Dialect::RFC2732, name: "mark", kind: RuleKind::Class, bnf: "mark = \"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\"", rfc: 2396, section: "2.3", uses: &[], used_by: &[Rule(80)] },
    Row { grammar: Dialect::RFC2732, name: "escaped", kind: RuleKind::Class, bnf: "escaped = \"%\" hex hex", rfc: 2396, section: "2.4.1", uses: &[Rule(83)], used_by: &[Rule(49), Rule(53), Rule(56), Rule(58), Rule(75), Rule(78)] },
    Row { grammar: Dialect::RFC2732, name: "hex", kind: RuleKind::Class, bnf: "hex = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\"", rfc: 2396, section: "2.4.1", uses: &[Rule(88)], used_by: &[Rule(64), Rule(82)] },
    Row { grammar: Dialect::RFC2732, name: "alphanum", kind: RuleKind::Class, bnf: "alphanum = alpha | digit", rfc: 2396, section: "1.6", uses: &[Rule(85), Rule(88)], used_by: &[Rule(67), Rule(68), Rule(80)] },
    Row { grammar: Dialect::RFC2732, name: "alpha", kind: RuleKind::Class, bnf: "alpha = lowalpha | upalpha", rfc: 2396, section: "1.6", uses: &[Rule(86), Rule(87)], used_by: &[Rule(54), Rule(68), Rule(84)] },
    Row { grammar: Dialect::RFC2732, name: "lowalpha", kind: RuleKind::Class, bnf: "lowalpha = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\"", rfc: 2396, section: "1.6", uses: &[], used_by: &[Rule(85)] },
    Row { grammar: Dialect::RFC2732, name: "upalpha", kind: RuleKind::Class, bnf: "upalpha = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\"", rfc: 2396, section: "1.6", uses: &[], used_by: &[Rule(85)] },
    Row { grammar: Dialect::RFC2732, name: "digit", kind: RuleKind::Class, bnf: "digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\"", rfc: 2396, section: "1.6", uses: &[], used_by: &[Rule(54), Rule(65), Rule(69), Rule(70), Rule(83), Rule(84)] },
    Row { grammar: Dialect::RFC2732, name: "control", kind: RuleKind::Excluded, bnf: "control = <US-ASCII coded characters 00-1F and 7F hexadecimal>", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::RFC2732, name: "space", kind: RuleKind::Excluded, bnf: "space = <US-ASCII coded character 20 hexadecimal>", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::RFC2732, name: "delims", kind: RuleKind::Excluded, bnf: "delims = \"<\" | \">\" | \"#\" | \"%\" | <\">", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::RFC2732, name: "unwise", kind: RuleKind::Excluded, bnf: "unwise = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"`\"", rfc: 2732, section: "3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::JAVA, name: "URI-reference", kind: RuleKind::Structure, bnf: "URI-reference = [ scheme \":\" ] empty-authority \"#\" fragment | ( [ absoluteURI | relativeURI ] [ \"#\" fragment ] )", rfc: 0, section: "empty-authority", uses: &[Rule(106), Rule(94), Rule(130), Rule(95), Rule(96)], used_by: &[] },
    Row { grammar: Dialect::JAVA, name: "empty-authority", kind: RuleKind::Structure, bnf: "empty-authority = \"//\"", rfc: 0, section: "empty-authority", uses: &[], used_by: &[Rule(93), Rule(96), Rule(97), Rule(102)] },
    Row { grammar: Dialect::JAVA, name: "absoluteURI", kind: RuleKind::Structure, bnf: "absoluteURI = scheme \":\" ( hier_part | opaque_part )", rfc: 2396, section: "3", uses: &[Rule(106), Rule(97), Rule(100)], used_by: &[Rule(93)] },
    Row { grammar: Dialect::JAVA, name: "relativeURI", kind: RuleKind::Structure, bnf: "relativeURI = \"?\" query | ( empty-authority \"?\" query | ( net_path | path-absolute | rel_path ) [ \"?\" query ] )", rfc: 0, section: "empty-relative-path", uses: &[Rule(129), Rule(94), Rule(102), Rule(98), Rule(104)], used_by: &[Rule(93)] },
    Row { grammar: Dialect::JAVA, name: "hier_part", kind: RuleKind::Structure, bnf: "hier_part = empty-authority \"?\" query | ( net_path | path-absolute ) [ \"?\" query ]", rfc: 0, section: "empty-authority", uses: &[Rule(94), Rule(129), Rule(102), Rule(98)], used_by: &[Rule(95)] },
    Row { grammar: Dialect::JAVA, name: "path-absolute", kind: RuleKind::Structure, bnf: "path-absolute = \"/\" [ segment-nz *( \"/\" segment ) ]", rfc: 0, section: "empty-authority", uses: &[Rule(99), Rule(126)], used_by: &[Rule(96), Rule(97)] },
    Row { grammar: Dialect::JAVA, name: "segment-nz", kind: RuleKind::Structure, bnf: "segment-nz = 1*pchar *( \";\" param ) | 1*( \";\" param )", rfc: 0, section: "empty-authority", uses: &[Rule(128), Rule(127)], used_by: &[Rule(98)] },
    Row { grammar: Dialect::JAVA, name: "opaque_part", kind: RuleKind::Leaf, bnf: "opaque_part = uric_no_slash *uric", rfc: 2396, section: "3", uses: &[Rule(101), Rule(131)], used_by: &[Rule(95), Rule(124)] },
    Row { grammar: Dialect::JAVA, name: "uric_no_slash", kind: RuleKind::Class, bnf: "uric_no_slash = unreserved | escaped | \";\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\"", rfc: 0, section: "brackets-outside-the-host", uses: &[Rule(133), Rule(135)], used_by: &[Rule(100)] },
    Row { grammar: Dialect::JAVA, name: "net_path", kind: RuleKind::Structure, bnf: "net_path = \"//\" authority [ abs_path ] | empty-authority abs_path", rfc: 0, section: "empty-authority", uses: &[Rule(107), Rule(103), Rule(94)], used_by: &[Rule(96), Rule(97)] },
    Row { grammar: Dialect::JAVA, name: "abs_path", kind: RuleKind::Structure, bnf: "abs_path = \"/\"  path_segments", rfc: 2396, section: "3", uses: &[Rule(125)], used_by: &[Rule(102), Rule(104), Rule(124)] },
    Row { grammar: Dialect::JAVA, name: "rel_path", kind: RuleKind::Structure, bnf: "rel_path = rel_segment [ abs_path ]", rfc: 2396, section: "5", uses: &[Rule(105), Rule(103)], used_by: &[Rule(96)] },
    Row { grammar: Dialect::JAVA, name: "rel_segment", kind: RuleKind::Leaf, bnf: "rel_segment = 1*( unreserved | escaped | \";\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )", rfc: 2396, section: "5", uses: &[Rule(133), Rule(135)], used_by: &[Rule(104)] },
    Row { grammar: Dialect::JAVA, name: "scheme", kind: RuleKind::Leaf, bnf: "scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )", rfc: 2396, section: "3.1", uses: &[Rule(139), Rule(142)], used_by: &[Rule(93), Rule(95)] },
    Row { grammar: Dialect::JAVA, name: "authority", kind: RuleKind::Structure, bnf: "authority = server | reg_name", rfc: 2396, section: "3.2", uses: &[Rule(109), Rule(108)], used_by: &[Rule(102)] },
    Row { grammar: Dialect::JAVA, name: "reg_name", kind: RuleKind::Leaf, bnf: "reg_name = 1*( unreserved | escaped | \"$\" | \",\" | \";\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" )", rfc: 2396, section: "3.2.1", uses: &[Rule(133), Rule(135)], used_by: &[Rule(107)] },
    Row { grammar: Dialect::JAVA, name: "server", kind: RuleKind::Structure, bnf: "server = [ userinfo \"@\" ] hostport", rfc: 0, section: "empty-authority", uses: &[Rule(111), Rule(110)], used_by: &[Rule(107)] },
    Row { grammar: Dialect::JAVA, name: "userinfo", kind: RuleKind::Leaf, bnf: "userinfo = *( unreserved | escaped | \";\" | \":\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" )", rfc: 2396, section: "3.2.2", uses: &[Rule(133), Rule(135)], used_by: &[Rule(109)] },
    Row { grammar: Dialect::JAVA, name: "hostport", kind: RuleKind::Structure, bnf: "hostport = host [ \":\" port ]", rfc: 2396, section: "3.2.2", uses: &[Rule(112), Rule(123)], used_by: &[Rule(109)] },
    Row { grammar: Dialect::JAVA, name: "host", kind: RuleKind::Structure, bnf: "host = hostname | IPv4address | IPv6reference", rfc: 2732, section: "3", uses: &[Rule(119), Rule(122), Rule(113)], used_by: &[Rule(111)] },
    Row { grammar: Dialect::JAVA, name: "IPv6reference", kind: RuleKind::Structure, bnf: "IPv6reference = \"[\" IPv6address [ \"%\" scope-id ] \"]\"", rfc: 0, section: "ipv6-literals", uses: &[Rule(115), Rule(114)], used_by: &[Rule(112)] },
    Row { grammar: Dialect::JAVA, name: "scope-id", kind: RuleKind::Leaf, bnf: "scope-id = 1*( alphanum | \"_\" | \".\" )", rfc: 0, section: "ipv6-literals", uses: &[Rule(138)], used_by: &[Rule(113)] },
    Row { grammar: Dialect::JAVA, name: "IPv6address", kind: RuleKind::Leaf, bnf: "IPv6address = <eight 16-bit pieces x:x:x:x:x:x:x:x, each 1*4 hex; \"::\" at most once for one or more pieces of zeros; the last two may be d.d.d.d>", rfc: 2373, section: "2.2", uses: &[Rule(117), Rule(116)], used_by: &[Rule(113)] },
    Row { grammar: Dialect::JAVA, name: "ls32", kind: RuleKind::Class, bnf: "ls32 = ( hex4 \":\" hex4 ) | dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet", rfc: 2373, section: "2.2", uses: &[Rule(117), Rule(118)], used_by: &[Rule(115)] },
    Row { grammar: Dialect::JAVA, name: "hex4", kind: RuleKind::Class, bnf: "hex4 = 1*4hex", rfc: 2373, section: "2.2", uses: &[Rule(137)], used_by: &[Rule(115), Rule(116)] },
    Row { grammar: Dialect::JAVA, name: "dec-octet", kind: RuleKind::Class, bnf: "dec-octet = *\"0\" <1*3digit of value at most 255, not starting with \"0\"> | 1*\"0\"", rfc: 0, section: "ipv4-addresses", uses: &[Rule(142)], used_by: &[Rule(116), Rule(122)] },
    Row { grammar: Dialect::JAVA, name: "hostname", kind: RuleKind::Structure, bnf: "hostname = *( domainlabel \".\" ) toplabel [ \".\" ] | domainlabel [ \".\" ]", rfc: 0, section: "single-label-hostnames", uses: &[Rule(120), Rule(121)], used_by: &[Rule(112)] },
    Row { grammar: Dialect::JAVA, name: "domainlabel", kind: RuleKind::Leaf, bnf: "domainlabel = alphanum | alphanum *( alphanum | \"-\" ) alphanum", rfc: 2396, section: "3.2.2", uses: &[Rule(138)], used_by: &[Rule(119)] },
    Row { grammar: Dialect::JAVA, name: "toplabel", kind: RuleKind::Leaf, bnf: "toplabel = alpha | alpha *( alphanum | \"-\" ) alphanum", rfc: 2396, section: "3.2.2", uses: &[Rule(139), Rule(138)], used_by: &[Rule(119)] },
    Row { grammar: Dialect::JAVA, name: "IPv4address", kind: RuleKind::Leaf, bnf: "IPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet", rfc: 0, section: "ipv4-addresses", uses: &[Rule(118)], used_by: &[Rule(112)] },
    Row { grammar: Dialect::JAVA, name: "port", kind: RuleKind::Leaf, bnf: "port = *\"0\" [ <decimal of value at most 2147483647, not starting with \"0\"> ]", rfc: 0, section: "ports", uses: &[Rule(142)], used_by: &[Rule(111)] },
    Row { grammar: Dialect::JAVA, name: "path", kind: RuleKind::Structure, bnf: "path = [ abs_path | opaque_part ]", rfc: 2396, section: "3.3", uses: &[Rule(103), Rule(100)], used_by: &[] },
    Row { grammar: Dialect::JAVA, name: "path_segments", kind: RuleKind::Structure, bnf: "path_segments = segment *( \"/\" segment )", rfc: 2396, section: "3.3", uses: &[Rule(126)], used_by: &[Rule(103)] },
    Row { grammar: Dialect::JAVA, name: "segment", kind: RuleKind::Structure, bnf: "segment = *pchar *( \";\" param )", rfc: 2396, section: "3.3", uses: &[Rule(128), Rule(127)], used_by: &[Rule(98), Rule(125)] },
    Row { grammar: Dialect::JAVA, name: "param", kind: RuleKind::Leaf, bnf: "param = *pchar", rfc: 2396, section: "3.3", uses: &[Rule(128)], used_by: &[Rule(99), Rule(126)] },
    Row { grammar: Dialect::JAVA, name: "pchar", kind: RuleKind::Class, bnf: "pchar = unreserved | escaped | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\"", rfc: 2396, section: "3.3", uses: &[Rule(135)], used_by: &[Rule(99), Rule(126), Rule(127)] },
    Row { grammar: Dialect::JAVA, name: "query", kind: RuleKind::Leaf, bnf: "query = *uric", rfc: 2396, section: "3.4", uses: &[Rule(131)], used_by: &[Rule(96), Rule(97)] },
    Row { grammar: Dialect::JAVA, name: "fragment", kind: RuleKind::Leaf, bnf: "fragment = *uric", rfc: 2396, section: "4.1", uses: &[Rule(131)], used_by: &[Rule(93)] },
    Row { grammar: Dialect::JAVA, name: "uric", kind: RuleKind::Class, bnf: "uric = reserved | unreserved | escaped", rfc: 2396, section: "2", uses: &[Rule(135)], used_by: &[Rule(100), Rule(129), Rule(130)] },
    Row { grammar: Dialect::JAVA, name: "reserved", kind: RuleKind::Class, bnf: "reserved = \";\" | \"/\" | \"?\" | \":\" | \"@\" | \"&\" | \"=\" | \"+\" | \"$\" | \",\" | \"[\" | \"]\"", rfc: 2732, section: "3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::JAVA, name: "unreserved", kind: RuleKind::Class, bnf: "unreserved = alphanum | mark", rfc: 2396, section: "2.3", uses: &[Rule(138), Rule(134)], used_by: &[Rule(101), Rule(105), Rule(108), Rule(110)] },
    Row { grammar: Dialect::JAVA, name: "mark", kind: RuleKind::Class, bnf: "mark = \"-\" | \"_\" | \".\" | \"!\" | \"~\" | \"*\" | \"'\" | \"(\" | \")\"", rfc: 2396, section: "2.3", uses: &[], used_by: &[Rule(133)] },
    Row { grammar: Dialect::JAVA, name: "escaped", kind: RuleKind::Class, bnf: "escaped = \"%\" hex hex | other", rfc: 0, section: "other-characters", uses: &[Rule(137), Rule(136)], used_by: &[Rule(101), Rule(105), Rule(108), Rule(110), Rule(128), Rule(131)] },
    Row { grammar: Dialect::JAVA, name: "other", kind: RuleKind::Class, bnf: "other = <a character above U+009F that is no space character (Zs, Zl, Zp)>", rfc: 0, section: "other-characters", uses: &[], used_by: &[Rule(135)] },
    Row { grammar: Dialect::JAVA, name: "hex", kind: RuleKind::Class, bnf: "hex = digit | \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\"", rfc: 2396, section: "2.4.1", uses: &[Rule(142)], used_by: &[Rule(117), Rule(135)] },
    Row { grammar: Dialect::JAVA, name: "alphanum", kind: RuleKind::Class, bnf: "alphanum = alpha | digit", rfc: 2396, section: "1.6", uses: &[Rule(139), Rule(142)], used_by: &[Rule(114), Rule(120), Rule(121), Rule(133)] },
    Row { grammar: Dialect::JAVA, name: "alpha", kind: RuleKind::Class, bnf: "alpha = lowalpha | upalpha", rfc: 2396, section: "1.6", uses: &[Rule(140), Rule(141)], used_by: &[Rule(106), Rule(121), Rule(138)] },
    Row { grammar: Dialect::JAVA, name: "lowalpha", kind: RuleKind::Class, bnf: "lowalpha = \"a\" | \"b\" | \"c\" | \"d\" | \"e\" | \"f\" | \"g\" | \"h\" | \"i\" | \"j\" | \"k\" | \"l\" | \"m\" | \"n\" | \"o\" | \"p\" | \"q\" | \"r\" | \"s\" | \"t\" | \"u\" | \"v\" | \"w\" | \"x\" | \"y\" | \"z\"", rfc: 2396, section: "1.6", uses: &[], used_by: &[Rule(139)] },
    Row { grammar: Dialect::JAVA, name: "upalpha", kind: RuleKind::Class, bnf: "upalpha = \"A\" | \"B\" | \"C\" | \"D\" | \"E\" | \"F\" | \"G\" | \"H\" | \"I\" | \"J\" | \"K\" | \"L\" | \"M\" | \"N\" | \"O\" | \"P\" | \"Q\" | \"R\" | \"S\" | \"T\" | \"U\" | \"V\" | \"W\" | \"X\" | \"Y\" | \"Z\"", rfc: 2396, section: "1.6", uses: &[], used_by: &[Rule(139)] },
    Row { grammar: Dialect::JAVA, name: "digit", kind: RuleKind::Class, bnf: "digit = \"0\" | \"1\" | \"2\" | \"3\" | \"4\" | \"5\" | \"6\" | \"7\" | \"8\" | \"9\"", rfc: 2396, section: "1.6", uses: &[], used_by: &[Rule(106), Rule(118), Rule(123), Rule(137), Rule(138)] },
    Row { grammar: Dialect::JAVA, name: "control", kind: RuleKind::Excluded, bnf: "control = <US-ASCII coded characters 00-1F and 7F hexadecimal>", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::JAVA, name: "space", kind: RuleKind::Excluded, bnf: "space = <US-ASCII coded character 20 hexadecimal>", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::JAVA, name: "delims", kind: RuleKind::Excluded, bnf: "delims = \"<\" | \">\" | \"#\" | \"%\" | <\">", rfc: 2396, section: "2.4.3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::JAVA, name: "unwise", kind: RuleKind::Excluded, bnf: "unwise = \"{\" | \"}\" | \"|\" | \"\\\" | \"^\" | \"`\"", rfc: 2732, section: "3", uses: &[], used_by: &[] },
    Row { grammar: Dialect::RFC3986, name: "URI-reference", kind: RuleKind::Structure, bnf: "URI-reference = URI / relative-ref", rfc: 3986, section: "4.1", uses: &[Rule(151), Rule(148)], used_by: &[] },
    Row { grammar: Dialect::RFC3986, name: "relative-ref", kind: RuleKind::Structure, bnf: "relative-ref = relative-part [ \"?\" query ] [ \"#\" fragment ]", rfc: 3986, section: "4.2", uses: &[Rule(149), Rule(176), Rule(177)], used_by: &[Rule(147)] },
    Row { grammar: Dialect::RFC3986, name: "relative-part", kind: RuleKind::Structure, bnf: "relative-part = \"//\" authority path-abempty / path-absolute / path-noscheme / path-empty", rfc: 3986, section: "4.2", uses: &[Rule(154), Rule(167), Rule(168), Rule(169), Rule(171)], used_by: &[Rule(148)] },
    Row { grammar: Dialect::RFC3986, name: "absolute-URI", kind: RuleKind::Structure, bnf: "absolute-URI = scheme \":\" hier-part [ \"?\" query ]", rfc: 3986, section: "4.3", uses: &[Rule(153), Rule(152), Rule(176)], used_by: &[] },
    Row { grammar: Dialect::RFC3986, name: "URI", kind: RuleKind::Structure, bnf: "URI = scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]", rfc: 3986, section: "3", uses: &[Rule(153), Rule(152), Rule(176), Rule(177)], used_by: &[Rule(147)] },
    Row { grammar: Dialect::RFC3986, name: "hier-part", kind: RuleKind::Structure, bnf: "hier-part = \"//\" authority path-abempty / path-absolute / path-rootless / path-empty", rfc: 3986, section: "3", uses: &[Rule(154), Rule(167), Rule(168), Rule(170), Rule(171)], used_by: &[Rule(150), Rule(151)] },
    Row { grammar: Dialect::RFC3986, name: "scheme", kind: RuleKind::Leaf, bnf: "scheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )", rfc: 3986, section: "3.1", uses: &[Rule(183), Rule(184)], used_by: &[Rule(150), Rule(151)] },
    Row { grammar: Dialect::RFC3986, name: "authority", kind: RuleKind::Structure, bnf: "authority = [ userinfo \"@\" ] host [ \":\" port ]", rfc: 3986, section: "3.2", uses: &[Rule(155), Rule(156), Rule(165)], used_by: &[Rule(149), Rule(152)] },
    Row { grammar: Dialect::RFC3986, name: "userinfo", kind: RuleKind::Leaf, bnf: "userinfo = *( unreserved / pct-encoded / sub-delims / \":\" )", rfc: 3986, section: "3.2.1", uses: &[Rule(182), Rule(178), Rule(181)], used_by: &[Rule(154)] },
    Row { grammar: Dialect::RFC3986, name: "host", kind: RuleKind::Structure, bnf: "host = IP-literal / IPv4address / reg-name", rfc: 3986, section: "3.2.2", uses: &[Rule(157), Rule(162), Rule(164)], used_by: &[Rule(154)] },
    Row { grammar: Dialect::RFC3986, name: "IP-literal", kind: RuleKind::Structure, bnf: "IP-literal = \"[\" ( IPv6address / IPvFuture ) \"]\"", rfc: 3986, section: "3.2.2", uses: &[Rule(159), Rule(158)], used_by: &[Rule(156)] },
    Row { grammar: Dialect::RFC3986, name: "IPvFuture", kind: RuleKind::Leaf, bnf: "IPvFuture = \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )", rfc: 3986, section: "3.2.2", uses: &[Rule(185), Rule(182), Rule(181)], used_by: &[Rule(157)] },
    Row { grammar: Dialect::RFC3986, name: "IPv6address", kind: RuleKind::Leaf, bnf: "IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / [ h16 ] \"::\" 4( h16 \":\" ) ls32 / [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32 / [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32 / [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32 / [ *4( h16 \":\" ) h16 ] \"::\" ls32 / [ *5( h16 \":\" ) h16 ] \"::\" h16 / [ *6( h16 \":\" ) h16 ] \"::\"", rfc: 3986, section: "3.2.2", uses: &[Rule(160), Rule(161)], used_by: &[Rule(157)] },
    Row { grammar: Dialect::RFC3986, name: "h16", kind: RuleKind::Class, bnf: "h16 = 1*4HEXDIG", rfc: 3986, section: "3.2.2", uses: &[Rule(185)], used_by: &[Rule(159), Rule(161)] },
    Row { grammar: Dialect::RFC3986, name: "ls32", kind: RuleKind::Class, bnf: "ls32 = ( h16 \":\" h16 ) / IPv4address", rfc: 3986, section: "3.2.2", uses: &[Rule(160), Rule(162)], used_by: &[Rule(159)] },
    Row { grammar: Dialect::RFC3986, name: "IPv4address", kind: RuleKind::Leaf, bnf: "IPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet", rfc: 3986, section: "3.2.2", uses: &[Rule(163)], used_by: &[Rule(156), Rule(161)] },
    Row { grammar: Dialect::RFC3986, name: "dec-octet", kind: RuleKind::Class, bnf: "dec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35", rfc: 3986, section: "3.2.2", uses: &[Rule(184)], used_by: &[Rule(162)] },
    Row { grammar: Dialect::RFC3986, name: "reg-name", kind: RuleKind::Leaf, bnf: "reg-name = *( unreserved / pct-encoded / sub-delims )", rfc: 3986, section: "3.2.2", uses: &[Rule(182), Rule(178), Rule(181)], used_by: &[Rule(156)] },
    Row { grammar: Dialect::RFC3986, name: "port", kind: RuleKind::Leaf, bnf: "port = *DIGIT", rfc: 3986, section: "3.2.3", uses: &[Rule(184)], used_by: &[Rule(154)] },
    Row { grammar: Dialect::RFC3986, name: "path", kind: RuleKind::Structure, bnf: "path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty", rfc: 3986, section: "3.3", uses: &[Rule(167), Rule(169), Rule(170)], used_by: &[] },
    Row { grammar: Dialect::RFC3986, name: "path-abempty", kind: RuleKind::Structure, bnf: "path-abempty = *( \"/\" segment )", rfc: 3986, section: "3.3", uses: &[Rule(172)], used_by: &[Rule(149), Rule(152), Rule(166)] },
    Row { grammar: Dialect::RFC3986, name: "path-absolute", kind: RuleKind::Structure, bnf: "path-absolute = \"/\" [ segment-nz *( \"/\" segment ) ]", rfc: 3986, section: "3.3", uses: &[Rule(173), Rule(172)], used_by: &[Rule(149), Rule(152)] },
    Row { grammar: Dialect::RFC3986, name: "path-noscheme", kind: RuleKind::Structure, bnf: "path-noscheme = segment-nz-nc *( \"/\" segment )", rfc: 3986, section: "3.3", uses: &[Rule(174), Rule(172)], used_by: &[Rule(149), Rule(166)] },
    Row { grammar: Dialect::RFC3986, name: "path-rootless", kind: RuleKind::Structure, bnf: "path-rootless = segment-nz *( \"/\" segment )", rfc: 3986, section: "3.3", uses: &[Rule(173), Rule(172)], used_by: &[Rule(152), Rule(166)] },
    Row { grammar: Dialect::RFC3986, name: "path-empty", kind: RuleKind::Structure, bnf: "path-empty = 0<pchar>", rfc: 3986, section: "3.3", uses: &[], used_by: &[Rule(149), Rule(152)] },
    Row { grammar: Dialect::RFC3986, name: "segment", kind: RuleKind::Leaf, bnf: "segment = *pchar", rfc: 3986, section: "3.3", uses: &[Rule(175)], used_by: &[Rule(167), Rule(168), Rule(169), Rule(170)] },
    Row { grammar: Dialect::RFC3986, name: "segment-nz", kind: RuleKind::Leaf, bnf: "segment-nz = 1*pchar", rfc: 3986, section: "3.3", uses: &[Rule(175)], used_by: &[Rule(168), Rule(170)] },
    Row { grammar: Dialect::RFC3986, name: "segment-nz-nc", kind: RuleKind::Leaf, bnf: "segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / \"@\" )", rfc: 3986, section: "3.3", uses: &[Rule(182), Rule(178), Rule(181)], used_by: &[Rule(169)] },
    Row { grammar: Dialect::RFC3986, name: "pchar", kind: RuleKind::Class, bnf: "pchar = unreserved / pct-encoded / sub-delims / \":\" / \"@\"", rfc: 3986, section: "3.3", uses: &[Rule(182), Rule(178), Rule(181)], used_by: &[Rule(172), Rule(173), Rule(176), Rule(177)] },
    Row { grammar: Dialect::RFC3986, name: "query", kind: RuleKind::Leaf, bnf: "query = *( pchar / \"/\" / \"?\" )", rfc: 3986, section: "3.4", uses: &[Rule(175)], used_by: &[Rule(148), Rule(150), Rule(151)] },
    Row { grammar: Dialect::RFC3986, name: "fragment", kind: RuleKind::Leaf, bnf: "fragment = *( pchar / \"/\" / \"?\" )", rfc: 3986, section: "3.5", uses: &[Rule(175)], used_by: &[Rule(148), Rule(151)] },
    Row { grammar: Dialect::RFC3986, name: "pct-encoded", kind: RuleKind::Class, bnf: "pct-encoded = \"%\" HEXDIG HEXDIG", rfc: 3986, section: "2.1", uses: &[Rule(185)], used_by: &[Rule(155), Rule(164), Rule(174), Rule(175)] },
    Row { grammar: Dialect::RFC3986, name: "reserved", kind: RuleKind::Class, bnf: "reserved = gen-delims / sub-delims", rfc: 3986, section: "2.2", uses: &[Rule(180), Rule(181)], used_by: &[] },
    Row { grammar: Dialect::RFC3986, name: "gen-delims", kind: RuleKind::Class, bnf: "gen-delims = \":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\"", rfc: 3986, section: "2.2", uses: &[], used_by: &[Rule(179)] },
    Row { grammar: Dialect::RFC3986, name: "sub-delims", kind: RuleKind::Class, bnf: "sub-delims = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\"", rfc: 3986, section: "2.2", uses: &[], used_by: &[Rule(155), Rule(158), Rule(164), Rule(174), Rule(175), Rule(179)] },
    Row { grammar: Dialect::RFC3986, name: "unreserved", kind: RuleKind::Class, bnf: "unreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"", rfc: 3986, section: "2.3", uses: &[Rule(183), Rule(184)], used_by: &[Rule(155), Rule(158), Rule(164), Rule(174), Rule(175)] },
    Row { grammar: Dialect::RFC3986, name: "ALPHA", kind: RuleKind::Class, bnf: "ALPHA = %x41-5A / %x61-7A", rfc: 2234, section: "B.1", uses: &[], used_by: &[Rule(153), Rule(182)] },
    Row { grammar: Dialect::RFC3986, name: "DIGIT", kind: RuleKind::Class, bnf: "DIGIT = %x30-39", rfc: 2234, section: "B.1", uses: &[], used_by: &[Rule(153), Rule(163), Rule(165), Rule(182), Rule(185)] },
    Row { grammar: Dialect::RFC3986, name: "HEXDIG", kind: RuleKind::Class, bnf: "HEXDIG = DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"", rfc: 2234, section: "B.1", uses: &[Rule(184)], used_by: &[Rule(158), Rule(160), Rule(178)] },
    Row { grammar: Dialect::RFC3987, name: "IRI-reference", kind: RuleKind::Structure, bnf: "IRI-reference = IRI / irelative-ref", rfc: 3987, section: "2.2", uses: &[Rule(187), Rule(190)], used_by: &[] },
    Row { grammar: Dialect::RFC3987, name: "IRI", kind: RuleKind::Structure, bnf: "IRI = scheme \":\" ihier-part [ \"?\" iquery ] [ \"#\" ifragment ]", rfc: 3987, section: "2.2", uses: &[Rule(211), Rule(188), Rule(206), Rule(207)], used_by: &[Rule(186)] },
    Row { grammar: Dialect::RFC3987, name: "ihier-part", kind: RuleKind::Structure, bnf: "ihier-part = \"//\" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty", rfc: 3987, section: "2.2", uses: &[Rule(192), Rule(197), Rule(198), Rule(200), Rule(201)], used_by: &[Rule(187), Rule(189)] },
    Row { grammar: Dialect::RFC3987, name: "absolute-IRI", kind: RuleKind::Structure, bnf: "absolute-IRI = scheme \":\" ihier-part [ \"?\" iquery ]", rfc: 3987, section: "2.2", uses: &[Rule(211), Rule(188), Rule(206)], used_by: &[] },
    Row { grammar: Dialect::RFC3987, name: "irelative-ref", kind: RuleKind::Structure, bnf: "irelative-ref = irelative-part [ \"?\" iquery ] [ \"#\" ifragment ]", rfc: 3987, section: "2.2", uses: &[Rule(191), Rule(206), Rule(207)], used_by: &[Rule(186)] },
    Row { grammar: Dialect::RFC3987, name: "irelative-part", kind: RuleKind::Structure, bnf: "irelative-part = \"//\" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty", rfc: 3987, section: "2.2", uses: &[Rule(192), Rule(197), Rule(198), Rule(199), Rule(201)], used_by: &[Rule(190)] },
    Row { grammar: Dialect::RFC3987, name: "iauthority", kind: RuleKind::Structure, bnf: "iauthority = [ iuserinfo \"@\" ] ihost [ \":\" port ]", rfc: 3987, section: "2.2", uses: &[Rule(193), Rule(194), Rule(219)], used_by: &[Rule(188), Rule(191)] },
    Row { grammar: Dialect::RFC3987, name: "iuserinfo", kind: RuleKind::Leaf, bnf: "iuserinfo = *( iunreserved / pct-encoded / sub-delims / \":\" )", rfc: 3987, section: "2.2", uses: &[Rule(208), Rule(220), Rule(223)], used_by: &[Rule(192)] },
    Row { grammar: Dialect::RFC3987, name: "ihost", kind: RuleKind::Structure, bnf: "ihost = IP-literal / IPv4address / ireg-name", rfc: 3987, section: "2.2", uses: &[Rule(212), Rule(217), Rule(195)], used_by: &[Rule(192)] },
    Row { grammar: Dialect::RFC3987, name: "ireg-name", kind: RuleKind::Leaf, bnf: "ireg-name = *( iunreserved / pct-encoded / sub-delims )", rfc: 3987, section: "2.2", uses: &[Rule(208), Rule(220), Rule(223)], used_by: &[Rule(194)] },
    Row { grammar: Dialect::RFC3987, name: "ipath", kind: RuleKind::Structure, bnf: "ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty", rfc: 3987, section: "2.2", uses: &[Rule(197), Rule(199), Rule(200)], used_by: &[] },
    Row { grammar: Dialect::RFC3987, name: "ipath-abempty", kind: RuleKind::Structure, bnf: "ipath-abempty = *( \"/\" isegment )", rfc: 3987, section: "2.2", uses: &[Rule(202)], used_by: &[Rule(188), Rule(191), Rule(196)] },
    Row { grammar: Dialect::RFC3987, name: "ipath-absolute", kind: RuleKind::Structure, bnf: "ipath-absolute = \"/\" [ isegment-nz *( \"/\" isegment ) ]", rfc: 3987, section: "2.2", uses: &[Rule(203), Rule(202)], used_by: &[Rule(188), Rule(191)] },
    Row { grammar: Dialect::RFC3987, name: "ipath-noscheme", kind: RuleKind::Structure, bnf: "ipath-noscheme = isegment-nz-nc *( \"/\" isegment )", rfc: 3987, section: "2.2", uses: &[Rule(204), Rule(202)], used_by: &[Rule(191), Rule(196)] },
    Row { grammar: Dialect::RFC3987, name: "ipath-rootless", kind: RuleKind::Structure, bnf: "ipath-rootless = isegment-nz *( \"/\" isegment )", rfc: 3987, section: "2.2", uses: &[Rule(203), Rule(202)], used_by: &[Rule(188), Rule(196)] },
    Row { grammar: Dialect::RFC3987, name: "ipath-empty", kind: RuleKind::Structure, bnf: "ipath-empty = 0<ipchar>", rfc: 3987, section: "2.2", uses: &[], used_by: &[Rule(188), Rule(191)] },
    Row { grammar: Dialect::RFC3987, name: "isegment", kind: RuleKind::Leaf, bnf: "isegment = *ipchar", rfc: 3987, section: "2.2", uses: &[Rule(205)], used_by: &[Rule(197), Rule(198), Rule(199), Rule(200)] },
    Row { grammar: Dialect::RFC3987, name: "isegment-nz", kind: RuleKind::Leaf, bnf: "isegment-nz = 1*ipchar", rfc: 3987, section: "2.2", uses: &[Rule(205)], used_by: &[Rule(198), Rule(200)] },
    Row { grammar: Dialect::RFC3987, name: "isegment-nz-nc", kind: RuleKind::Leaf, bnf: "isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / \"@\" )", rfc: 3987, section: "2.2", uses: &[Rule(208), Rule(220), Rule(223)], used_by: &[Rule(199)] },
    Row { grammar: Dialect::RFC3987, name: "ipchar", kind: RuleKind::Class, bnf: "ipchar = iunreserved / pct-encoded / sub-delims / \":\" / \"@\"", rfc: 3987, section: "2.2", uses: &[Rule(208), Rule(220), Rule(223)], used_by: &[Rule(202), Rule(203), Rule(206), Rule(207)] },
    Row { grammar: Dialect::RFC3987, name: "iquery", kind: RuleKind::Leaf, bnf: "iquery = *( ipchar / iprivate / \"/\" / \"?\" )", rfc: 3987, section: "2.2", uses: &[Rule(205), Rule(210)], used_by: &[Rule(187), Rule(189), Rule(190)] },
    Row { grammar: Dialect::RFC3987, name: "ifragment", kind: RuleKind::Leaf, bnf: "ifragment = *( ipchar / \"/\" / \"?\" )", rfc: 3987, section: "2.2", uses: &[Rule(205)], used_by: &[Rule(187), Rule(190)] },
    Row { grammar: Dialect::RFC3987, name: "iunreserved", kind: RuleKind::Class, bnf: "iunreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\" / ucschar", rfc: 3987, section: "2.2", uses: &[Rule(225), Rule(226), Rule(209)], used_by: &[Rule(193), Rule(195), Rule(204), Rule(205)] },
    Row { grammar: Dialect::RFC3987, name: "ucschar", kind: RuleKind::Class, bnf: "ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD / %xD0000-DFFFD / %xE1000-EFFFD", rfc: 3987, section: "2.2", uses: &[], used_by: &[Rule(208)] },
    Row { grammar: Dialect::RFC3987, name: "iprivate", kind: RuleKind::Class, bnf: "iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD", rfc: 3987, section: "2.2", uses: &[], used_by: &[Rule(206)] },
    Row { grammar: Dialect::RFC3987, name: "scheme", kind: RuleKind::Leaf, bnf: "scheme = ALPHA *( ALPHA / DIGIT / \"+\" / \"-\" / \".\" )", rfc: 3986, section: "3.1", uses: &[Rule(225), Rule(226)], used_by: &[Rule(187), Rule(189)] },
    Row { grammar: Dialect::RFC3987, name: "IP-literal", kind: RuleKind::Structure, bnf: "IP-literal = \"[\" ( IPv6address / IPvFuture ) \"]\"", rfc: 3986, section: "3.2.2", uses: &[Rule(214), Rule(213)], used_by: &[Rule(194)] },
    Row { grammar: Dialect::RFC3987, name: "IPvFuture", kind: RuleKind::Leaf, bnf: "IPvFuture = \"v\" 1*HEXDIG \".\" 1*( unreserved / sub-delims / \":\" )", rfc: 3986, section: "3.2.2", uses: &[Rule(227), Rule(224), Rule(223)], used_by: &[Rule(212)] },
    Row { grammar: Dialect::RFC3987, name: "IPv6address", kind: RuleKind::Leaf, bnf: "IPv6address = 6( h16 \":\" ) ls32 / \"::\" 5( h16 \":\" ) ls32 / [ h16 ] \"::\" 4( h16 \":\" ) ls32 / [ *1( h16 \":\" ) h16 ] \"::\" 3( h16 \":\" ) ls32 / [ *2( h16 \":\" ) h16 ] \"::\" 2( h16 \":\" ) ls32 / [ *3( h16 \":\" ) h16 ] \"::\" h16 \":\" ls32 / [ *4( h16 \":\" ) h16 ] \"::\" ls32 / [ *5( h16 \":\" ) h16 ] \"::\" h16 / [ *6( h16 \":\" ) h16 ] \"::\"", rfc: 3986, section: "3.2.2", uses: &[Rule(215), Rule(216)], used_by: &[Rule(212)] },
    Row { grammar: Dialect::RFC3987, name: "h16", kind: RuleKind::Class, bnf: "h16 = 1*4HEXDIG", rfc: 3986, section: "3.2.2", uses: &[Rule(227)], used_by: &[Rule(214), Rule(216)] },
    Row { grammar: Dialect::RFC3987, name: "ls32", kind: RuleKind::Class, bnf: "ls32 = ( h16 \":\" h16 ) / IPv4address", rfc: 3986, section: "3.2.2", uses: &[Rule(215), Rule(217)], used_by: &[Rule(214)] },
    Row { grammar: Dialect::RFC3987, name: "IPv4address", kind: RuleKind::Leaf, bnf: "IPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet", rfc: 3986, section: "3.2.2", uses: &[Rule(218)], used_by: &[Rule(194), Rule(216)] },
    Row { grammar: Dialect::RFC3987, name: "dec-octet", kind: RuleKind::Class, bnf: "dec-octet = DIGIT / %x31-39 DIGIT / \"1\" 2DIGIT / \"2\" %x30-34 DIGIT / \"25\" %x30-35", rfc: 3986, section: "3.2.2", uses: &[Rule(226)], used_by: &[Rule(217)] },
    Row { grammar: Dialect::RFC3987, name: "port", kind: RuleKind::Leaf, bnf: "port = *DIGIT", rfc: 3986, section: "3.2.3", uses: &[Rule(226)], used_by: &[Rule(192)] },
    Row { grammar: Dialect::RFC3987, name: "pct-encoded", kind: RuleKind::Class, bnf: "pct-encoded = \"%\" HEXDIG HEXDIG", rfc: 3986, section: "2.1", uses: &[Rule(227)], used_by: &[Rule(193), Rule(195), Rule(204), Rule(205)] },
    Row { grammar: Dialect::RFC3987, name: "reserved", kind: RuleKind::Class, bnf: "reserved = gen-delims / sub-delims", rfc: 3986, section: "2.2", uses: &[Rule(222), Rule(223)], used_by: &[] },
    Row { grammar: Dialect::RFC3987, name: "gen-delims", kind: RuleKind::Class, bnf: "gen-delims = \":\" / \"/\" / \"?\" / \"#\" / \"[\" / \"]\" / \"@\"", rfc: 3986, section: "2.2", uses: &[], used_by: &[Rule(221)] },
    Row { grammar: Dialect::RFC3987, name: "sub-delims", kind: RuleKind::Class, bnf: "sub-delims = \"!\" / \"$\" / \"&\" / \"'\" / \"(\" / \")\" / \"*\" / \"+\" / \",\" / \";\" / \"=\"", rfc: 3986, section: "2.2", uses: &[], used_by: &[Rule(193), Rule(195), Rule(204), Rule(205), Rule(213), Rule(221)] },
    Row { grammar: Dialect::RFC3987, name: "unreserved", kind: RuleKind::Class, bnf: "unreserved = ALPHA / DIGIT / \"-\" / \".\" / \"_\" / \"~\"", rfc: 3986, section: "2.3", uses: &[Rule(225), Rule(226)], used_by: &[Rule(213)] },
    Row { grammar: Dialect::RFC3987, name: "ALPHA", kind: RuleKind::Class, bnf: "ALPHA = %x41-5A / %x61-7A", rfc: 2234, section: "B.1", uses: &[], used_by: &[Rule(208), Rule(211), Rule(224)] },
    Row { grammar: Dialect::RFC3987, name: "DIGIT", kind: RuleKind::Class, bnf: "DIGIT = %x30-39", rfc: 2234, section: "B.1", uses: &[], used_by: &[Rule(208), Rule(211), Rule(218), Rule(219), Rule(224), Rule(227)] },
    Row { grammar: Dialect::RFC3987, name: "HEXDIG", kind: RuleKind::Class, bnf: "HEXDIG = DIGIT / \"A\" / \"B\" / \"C\" / \"D\" / \"E\" / \"F\"", rfc: 2234, section: "B.1", uses: &[Rule(226)], used_by: &[Rule(213), Rule(215), Rule(220)] },
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
