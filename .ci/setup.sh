# Sourced by .ci/play and .ci/test: installs what a fresh Debian/Ubuntu machine lacks
# and points cargo at one build folder outside the checkout, shared by play and test.

set -euo pipefail

# Headers Bevy links against (sound, input devices, windows); `unshare` and `ip`, with
# which the test of service discovery makes a network of its own; and, for the screenshot
# test, a virtual X server with Mesa's software Vulkan.
# `--with-packaging` adds what `.ci/package` checks the packages with, `--with-debootstrap`
# what `.ci/package-check` makes a clean Debian root with, and `--with-browser` what the
# phone's page is checked and played with. A script that sources this with
# no options passes on its own arguments, which are not these and are let be.
SALOON_PACKAGES=(pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev util-linux iproute2)
for wanted in "$@"; do
    case "$wanted" in
        --with-xvfb) SALOON_PACKAGES+=(xvfb xauth mesa-vulkan-drivers libvulkan1) ;;
        --with-packaging) SALOON_PACKAGES+=(dpkg-dev lintian desktop-file-utils appstream) ;;
        --with-debootstrap) SALOON_PACKAGES+=(debootstrap imagemagick) ;;
        # The phone's page: its type check (TypeScript, from npm) and its browser test
        # (playwright-core driving Debian's Chromium).
        --with-browser)
            SALOON_PACKAGES+=(chromium)
            command -v npm >/dev/null || SALOON_PACKAGES+=(nodejs npm)
            ;;
        --with-*) echo "setup.sh: unknown option $wanted" >&2; return 1 ;;
    esac
done

missing=()
for package in "${SALOON_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}" >&2
    sudo_cmd=()
    [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# One build folder for every checkout of the project: the game and the tests share it.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/saloon-target}"
