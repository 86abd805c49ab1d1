# The screens round the tables: the title, the setup, the pause menu, the settings, the
# results and the kept matches.

button-back = Back

## The setup

setup-players = Players:
setup-computer-players = Computer players:
setup-easy = Easy
setup-medium = Medium
setup-hard = Hard
setup-human = Human
setup-computer = Computer
setup-seat = Seat { $seat }:
# An option's name before its choices: "Rules:".
setup-option = { $label }:
setup-seed = Seed (blank for a fresh shuffle):
setup-seed-invalid = A seed is a whole number from 0 up.
setup-how-to-play = How to play
setup-deal = Deal

## The pause menu

pause-title = Paused
pause-resume = Resume
pause-rules = Rules
pause-report = Report a problem (F9)
pause-quit = Quit to the title
pause-rules-title = Rules — { $game }

## The settings (each begins with an icon that reads in any language)

settings-title = Settings
settings-done = Done
settings-language = 🌐 Language
# The system's language, named in itself: "System (Español)".
settings-language-system = System ({ $language })
settings-animation-speed = ⏩ Animation speed { $value }×
settings-animation-speed-tip = How quickly cards, dice and banners move and hold
settings-reduced-motion = 🕊 Reduced motion
settings-reduced-motion-tip = No shaking, flashes, smoke or dust; cards and dice still move
settings-computer-speed = 🖥 Computer speed { $value }×
settings-computer-speed-tip = How quickly the computer players decide
settings-volume = 🔊 Volume { $value }%
settings-effects = 💥 Effects { $value }%
settings-music = 🎵 Music
settings-percent = { $value }%
settings-ui-scale = 🔍 UI scale:
settings-ui-scale-tip = Larger for projectors, smaller for small laptops
settings-fullscreen = ⛶ Fullscreen (F11)
settings-four-colour = 🂡 Four-colour Loo deck
settings-four-colour-tip = Diamonds blue and clubs green, from the next Loo table
settings-showcase-idle = { $seconds ->
        [0] ⏱ Showcase after idle: never
       *[other] ⏱ Showcase after idle { $seconds } s
    }
settings-showcase-idle-tip = The title screen left alone this long starts the showcase; 0 never does
settings-matches-kept = 💾 Matches kept { $matches }
settings-matches-kept-tip = Finished matches kept to watch again; the oldest go first

## The kept matches, the notices and the results

kept-title = Kept matches
kept-explained = The last { $matches } finished matches with a human at the table are kept (the number is in the pause menu).
kept-none = None yet: finish a match and it will be here.
kept-watch = Watch
notice-file-refused = A file was refused; playing on the built-in defaults:
# A refused file's problem: where it is, and what is wrong with it.
notice-error-in-file = { $file }: { $problem }
notice-error-at = { $file }, line { $line }, column { $column }: { $problem }
button-dismiss = Dismiss
results-seed = Seed { $seed }
results-rematch = Rematch (new shuffle)
results-to-title = Back to the title

## The title

title-tagline = Four games of the Wild West at one table
title-continue = Continue
    { $game }
# Another game's match under way, on a small button below the latest's.
title-continue-other = Continue { $game }
title-showcase = Showcase: the computers play
title-kept-matches = Watch a kept match
title-settings = Settings
title-leave = Leave the saloon
# $problem: what was wrong with the file, as the reader found it.
save-unreadable = Your match in progress could not be read: { $problem }. { $kept }
save-kept-as = It is kept as { $path }, and a new match will not be saved over it.
save-kept-as-short = kept as { $path }
save-not-moved = It could not be moved aside ({ $error }); it is still { $path }.

# One kept match: when it finished (UTC), the game, and what the match was.
kept-match = { $when } · { $game }: { $details }
kept-match-undated = { $game }: { $details }
kept-details = { $seats } seats{ $bots }, { $decisions } decisions, { $outcome }
kept-no-bots = {""}
# $runs: the computers' kinds seat by seat, neighbours alike counted once.
kept-bots = {" "}({ $runs })
kept-bot-run = { $count ->
        [one] { $bot }
       *[other] { $count } { $bot }
    }
kept-unfinished = unfinished
kept-draw = a draw
kept-won-by = won by { $winners }
bot-random = random
bot-heuristic = heuristic
bot-easy = easy
bot-medium = medium
bot-hard = hard

## The window that cannot open, told in the terminal before the engine starts.

window-no-display = Saloon cannot open its window: there is no display here (neither DISPLAY nor WAYLAND_DISPLAY is set). Start it from a desktop session. Without a window, `saloon host`, `saloon join CODE --bot` and `saloon sim` still work.
window-no-vulkan = Saloon cannot open its window: no Vulkan driver answered on this machine, and Saloon draws with Vulkan. On Debian or Ubuntu, install Mesa's drivers, which include one that draws on any processor: sudo apt install mesa-vulkan-drivers. With an NVIDIA card, install its own driver. Without a window, `saloon host`, `saloon join CODE --bot` and `saloon sim` still work.
