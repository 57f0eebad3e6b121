// A setting the widget host cannot start with: its message names the setting and says why, one line for the terminal.
export class SettingRefused extends Error {
  /** `setting` is the flag or variable as the user wrote it (`--port`, `WIDGET_PORT`). */
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(message);
  }
}
