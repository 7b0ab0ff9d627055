#!/usr/bin/env node
// A complete engine for `entente bot` and `entente match --players cmd:…` (docs/bots.md): it
// reads one JSON request per line and answers each turn with one of its legal actions, at random.
const readline = require('node:readline');

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const request = JSON.parse(line);
  if (request.type === 'error') console.error(`the client refused my answer: ${request.message}`);
  if (request.type !== 'turn') return; // gameOver, error: nothing to answer
  const legal = request.legal;
  const action = legal[Math.floor(Math.random() * legal.length)];
  process.stdout.write(JSON.stringify(action ? { actions: [action] } : { resign: true }) + '\n');
});
