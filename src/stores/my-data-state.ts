import { atom } from 'nanostores';

/** The "download my data" button: idle, preparing the file, or the error code of a failed try. */
export type MyDataState = { preparing: boolean; error?: string };

export const $myData = atom<MyDataState>({ preparing: false });
