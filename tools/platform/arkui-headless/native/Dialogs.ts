// Dialogs: the picker dialogs views open imperatively (DatePickerDialog.show, TimePickerDialog.show, and
// AlertDialog / TextPickerDialog alike). Headless, `show` keeps the open dialog with its options until the
// test accepts or cancels it; accepting calls the callbacks the options name, as the dialog's buttons do
// (interface_sdk-js v5.0.0 api/@internal/component/ets/date_picker.d.ts DatePickerDialogOptions:
// onAccept(DatePickerResult, month 0-based) and the deprecated onDateAccept(Date); time_picker.d.ts
// TimePickerDialogOptions: onAccept(TimePickerResult {hour, minute, second})).

export interface OpenDialog {
  readonly kind: string;
  readonly options: Record<string, unknown>;
}

export const openDialogs: OpenDialog[] = [];

function dialogClass(kind: string): object {
  return {
    show(options: Record<string, unknown> = {}): void {
      openDialogs.push({ kind, options });
    },
  };
}

export const DIALOGS: Record<string, object> = {
  DatePickerDialog: dialogClass('DatePickerDialog'),
  TimePickerDialog: dialogClass('TimePickerDialog'),
  TextPickerDialog: dialogClass('TextPickerDialog'),
  CalendarPickerDialog: dialogClass('CalendarPickerDialog'),
  AlertDialog: dialogClass('AlertDialog'),
  ActionSheet: dialogClass('ActionSheet'),
};
