// Makes sure a Chromium is there for the end-to-end tests: Debian's package,
// installed when missing and we are root; otherwise explains what to do.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const configured = process.env.CHROMIUM_PATH;
if (configured) {
  if (!fs.existsSync(configured)) {
    console.error(`CHROMIUM_PATH=${configured} does not exist.`);
    process.exit(1);
  }
  process.exit(0);
}
if (fs.existsSync('/usr/bin/chromium')) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
  console.log('Installing Debian chromium for the end-to-end tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  process.exit(0);
}
console.error(
  'The end-to-end tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
    'or point the tests at a Chromium/Chrome binary with CHROMIUM_PATH=/path/to/chrome.',
);
process.exit(1);
