// moment's locale files define a locale on moment when run; nothing of their exports is used.
declare module 'moment/locale/*';
