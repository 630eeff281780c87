#!/usr/bin/env node
// The throughput baseline: a plain node:http server answering each path with a fixed HTML file.
// Runs as its own process (like the Next server) so both compete for the CPU the same way and
// its CPU time can be read from /proc.   Usage: node static-server.mjs <port> <pages.json>
// where pages.json maps a path to a file holding the HTML bytes.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, manifest] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(manifest, 'utf8'))).map(([route, file]) => [route, readFileSync(file)]),
);
http
  .createServer((req, res) => {
    const page = pages.get(req.url ?? '/');
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.byteLength });
    res.end(page);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
