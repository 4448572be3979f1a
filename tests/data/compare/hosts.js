// Prints INPUT<TAB>HOST for each line CLASS<TAB>INPUT of the file given:
// the host of the URL that the WHATWG URL Standard makes of it, as Node.js
// reads it; "-" for none, "!" when the URL parser fails. Run by record.sh.
const fs = require('fs');
for (const line of fs.readFileSync(process.argv[2], 'utf8').split('\n')) {
  if (!line || line.startsWith('#')) continue;
  const input = line.split('\t')[1];
  let host;
  try { const u = new URL(input); host = u.hostname === '' ? '-' : u.hostname; }
  catch (e) { host = '!'; }
  console.log(input + '\t' + host);
}
