/** The help text of `chatforms`. */
export const usage = `Usage: chatforms <command> [options]

Commands:
  validate <file...|->    Check form messages; prints "file: /pointer: message" for each issue
  schema                  Print the JSON Schema of a form message
  example [elementType]   Print a canonical form message, or one element of elementType
  write <file|->          Print a form message in canonical form; issues as validate prints them

Options:
  --json                  validate: print the results as JSON
  --part <part>           validate: what each file holds: message (default), interactiveData,
                          element or action
  --action-names <names>  example, write: how action types are written: spec (default:
                          customAction, deepLinkAction) or kit (custom, deepLinking, as the
                          deployed chat kits read them; the Android kit reads only api, url
                          and custom actions)
  -h, --help              Show this help
  --version               Show the version

Files named "-" are read from stdin. Exit status: 0 when every file is valid, 1 when a file has
issues, 2 for bad arguments or a file that cannot be read. Colour is used on a terminal; set
NO_COLOR to turn it off or FORCE_COLOR to turn it on.
`;
