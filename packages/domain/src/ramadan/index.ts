export * from './dto';
export * from './hours';
export * from './messages';
export * from './messages.ar';
export * from './ramadan';
export * from './schemas';
