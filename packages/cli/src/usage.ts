/** The help text of `chatforms`. */
export const usage = `Usage: chatforms <command> [options]

Commands:
  validate <file...|->    Check form messages; prints "file: /pointer: message" for each issue
  schema                  Print the JSON Schema of a form message
  example [elementType]   Print a canonical form message, or one element of elementType
  write <file|->          Print a form message in canonical form; issues as validate prints them
  send <file|->           Validate a form message as validate does, then send it through the chat
                          API (the local sandbox at http://127.0.0.1:4010/v3 unless told otherwise)

Options:
  --json                  validate: print the results as JSON; send: print the sent message or
                          the error envelope as JSON
  --part <part>           validate: what each file holds: message (default), interactiveData,
                          element or action
  --plugin <module>       validate: also read the element types a module exports (a path or
                          a package name; may be repeated)
  --action-names <names>  example, write, send: how action types are written: spec (default:
                          customAction, deepLinkAction) or kit (custom, deepLinking, as the
                          deployed chat kits read them; the Android kit reads only api, url
                          and custom actions)
  --api-key <key>         send: the app's API key (better: CHATFORMS_API_KEY, kept out of history)
  --app-id <id>           send: the app to send through (CHATFORMS_APP_ID); without it or
                          --base-url, the local sandbox
  --region <region>       send: us (default), eu or in (CHATFORMS_REGION)
  --base-url <url>        send: the chat API's base URL, ending in /v3 (CHATFORMS_BASE_URL)
  --receiver <uid|guid>   send: who receives it (CHATFORMS_RECEIVER); default the file's receiver
  --receiver-type <type>  send: user (default) or group (CHATFORMS_RECEIVER_TYPE)
  --on-behalf-of <uid>    send: the sender's uid (CHATFORMS_ON_BEHALF_OF); without it, the app
  -h, --help              Show this help
  --version               Show the version

Files named "-" are read from stdin. Exit status: 0 when every file is valid (send: sent), 1 when
a file has issues, 2 for bad arguments or a file that cannot be read, 3 when send got an error
answer or none. Colour is used on a terminal; set NO_COLOR to turn it off or FORCE_COLOR to turn
it on.
`;
