// The Connect Token a session sends: the one the host handed in, or a fresher one the flow got
// through fetchConnectToken. A token the host hands in later replaces whichever is in use.
export type ConnectToken = {
  current(): string;
  /** The flow renewed it. */
  renewed(token: string): void;
  /** The host's options changed; a different token from the host wins. */
  handedIn(token: string): void;
};

export function connectToken(initial: string): ConnectToken {
  let given = initial;
  let current = initial;
  return {
    current: () => current,
    renewed(token) {
      current = token;
    },
    handedIn(token) {
      if (token === given) return;
      given = token;
      current = token;
    },
  };
}
