// Prints INPUT<TAB>PLACE for each line of the files given: the scheme, host
// and port of the URL that the WHATWG URL Standard makes of it, as Node.js
// reads it (protocol without its ":", hostname, port), each "-" when empty,
// separated by spaces; "!" when the URL parser fails. Run by record.sh.
const fs = require('fs');
for (const file of process.argv.slice(2)) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (const input of lines) {
    let place;
    try {
      const u = new URL(input);
      const dash = (s) => (s === '' ? '-' : s);
      place = [dash(u.protocol.slice(0, -1)), dash(u.hostname), dash(u.port)].join(' ');
    } catch (e) {
      place = '!';
    }
    console.log(input + '\t' + place);
  }
}
