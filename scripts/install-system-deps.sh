#!/usr/bin/env bash
# Installs the programs `npm test` starts besides Node: a Chromium for the
# browser tests, nginx, Caddy and Apache for the HTTP conformance tests, and
# Hugo, which `npm run bench` compares with; and the Noto fonts (Latin and
# more, CJK, colour emoji) that Chromium needs to draw profiles' names in
# screenshots (docs/profile-page.png, test-results/) instead of empty boxes.
# Debian and Ubuntu (apt); needs root or sudo. Only what is missing is
# installed; run it again any time.
#
# A browser already given in CHROMIUM_PATH is used as it is: on Ubuntu the
# `chromium` package is a stub for the snap, which does not run in containers
# or on CI runners, so there set CHROMIUM_PATH to Google Chrome (GitHub's
# runners have /usr/bin/google-chrome) and this script skips the browser.
#
# The servers are installed without starting their system services: the
# tests start their own, on 127.0.0.1 with free ports, and nginx and Apache
# would otherwise both try to take port 80 (the second install then fails).
set -euo pipefail

have() { [ -n "${1:-}" ] && [ -x "$1" ]; }

missing=()
if ! have "${CHROMIUM_PATH:-}" && ! have /usr/bin/chromium; then
	if grep -qx 'ID=ubuntu' /etc/os-release 2>/dev/null; then
		echo "install-system-deps: Ubuntu's chromium package is a snap stub: set CHROMIUM_PATH to Google Chrome or another Chromium (e.g. CHROMIUM_PATH=/usr/bin/google-chrome)" >&2
		exit 1
	fi
	missing+=(chromium)
fi
have "${NGINX_PATH:-/usr/sbin/nginx}" || missing+=(nginx)
have "${CADDY_PATH:-/usr/bin/caddy}" || missing+=(caddy)
have "${APACHE_PATH:-/usr/sbin/apache2}" || missing+=(apache2)
have /usr/bin/hugo || missing+=(hugo)
for font in fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji; do
	dpkg-query -W -f='${Status}' "$font" 2>/dev/null | grep -q 'ok installed' || missing+=("$font")
done

if [ "${#missing[@]}" -eq 0 ]; then
	echo "install-system-deps: everything is installed"
	exit 0
fi

sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
echo "install-system-deps: installing ${missing[*]}"
# policy-rc.d answering 101 ("action forbidden") keeps dpkg from starting the
# new services; it is removed again unless it was there before.
if [ ! -e /usr/sbin/policy-rc.d ]; then
	printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee /usr/sbin/policy-rc.d >/dev/null
	"${sudo[@]}" chmod 755 /usr/sbin/policy-rc.d
	trap '"${sudo[@]}" rm -f /usr/sbin/policy-rc.d' EXIT
fi
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
