
# Completes dicebox's command line: its commands, their options, and their values: the
# games found, a game's bots (after "bot:" in --players, and in --bots), the house rules
# found (and files) for --rules, files and folders. The games, bots and house rules are
# asked of dicebox itself, with the --plugin-dir options typed so far.
_dicebox() {
  local cur prev words cword
  _init_completion -n := || return

  local path="" argument="" word value i
  local -a plugin_dirs=()
  for ((i = 1; i < cword; i++)); do
    word=${words[i]}
    if [[ $word == -* ]]; then
      value=$(_dicebox_value "$path" "$word")
      [[ -n $value ]] || value=$(_dicebox_value "" "$word")
      if [[ -n $value && $word != *=* ]]; then
        ((i++))
        [[ $word == --plugin-dir ]] && plugin_dirs+=(--plugin-dir "${words[i]}")
      fi
    elif [[ " $(_dicebox_commands "$path") " == *" $word "* ]]; then
      path=${path:+$path }$word
    elif [[ -z $argument ]]; then
      argument=$word
    fi
  done

  local kind=""
  if [[ $cur == --*=* ]]; then
    prev=${cur%%=*}
    cur=${cur#*=}
  fi
  if [[ $prev == -* ]]; then
    kind=$(_dicebox_value "$path" "$prev")
    [[ -n $kind ]] || kind=$(_dicebox_value "" "$prev")
  elif [[ $cur != -* && -z $argument ]]; then
    kind=$(_dicebox_argument "$path")
  fi

  case $kind in
    game) COMPREPLY=($(compgen -W "$(_dicebox_games)" -- "$cur")) ;;
    bots) _dicebox_list "$cur" "" "$(_dicebox_bots "$argument")" ;;
    players) _dicebox_list "$cur" "bot:" "$(_dicebox_bots "$argument")" ;;
    rules)
      COMPREPLY=($(compgen -W "$(_dicebox_rules "$argument")" -- "$cur"))
      _filedir lua
      ;;
    files) _filedir ;;
    dirs) _filedir -d ;;
    text) ;;
    *)
      if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(_dicebox_options "$path") $(_dicebox_options "")" -- "$cur"))
      else
        COMPREPLY=($(compgen -W "$(_dicebox_commands "$path")" -- "$cur"))
      fi
      ;;
  esac
  __ltrim_colon_completions "$cur"
}

# Completes the last item of a comma-separated list ("Ann,bot:gr"): `prefix` and one of
# `choices` ("bot:" and the bots), after the items already typed.
_dicebox_list() {
  local cur=$1 prefix=$2 choices=$3 typed="" choice
  [[ $cur == *,* ]] && typed=${cur%,*},
  COMPREPLY=()
  for choice in $choices; do
    [[ $typed$prefix$choice == "$cur"* ]] && COMPREPLY+=("$typed$prefix$choice")
  done
  [[ ${#COMPREPLY[@]} -gt 0 ]] && compopt -o nospace
}

# The games found, one id a line ('dicebox games --json': "id" of each game).
_dicebox_games() {
  dicebox "${plugin_dirs[@]}" games --json 2>/dev/null |
    sed -n 's/^      "id": "\(.*\)",$/\1/p'
}

# The bots of game $1 ('dicebox games --json': the "bots" before its "id").
_dicebox_bots() {
  dicebox "${plugin_dirs[@]}" games --json 2>/dev/null | awk -v game="$1" '
    /^      "bots": \[/ { listing = 1; bots = ""; next }
    listing && /^      \]/ { listing = 0; next }
    listing { gsub(/[ ",]/, ""); bots = bots " " $0; next }
    /^      "id": / { id = $2; gsub(/[",]/, "", id); if (id == game) print bots }'
}

# The house rules found, by name ('dicebox rules list --json': "name" of each script): those
# of game $1 when one is typed.
_dicebox_rules() {
  dicebox "${plugin_dirs[@]}" rules list ${1:+--game "$1"} --json 2>/dev/null |
    sed -n 's/^      "name": "\(.*\)",$/\1/p'
}

complete -F _dicebox dicebox
