/**
 * A date in the product's format for parts of the shell every page loads (the alerts bell):
 * moment is fetched when the first such date is drawn (the bell's popover opens), not with the
 * page, which keeps moment out of /app/home's JavaScript budget.
 */
import React, { useEffect, useState } from 'react';

type Format = (value: string) => string;
let loaded: Format | undefined;

export const LazyDate: React.FC<{ value: string }> = ({ value }) => {
  const [format, setFormat] = useState<Format | undefined>(() => loaded);
  useEffect(() => {
    if (format) return;
    let live = true;
    void import('./format_date').then((module) => {
      loaded = module.formatDate;
      if (live) setFormat(() => module.formatDate);
    });
    return () => {
      live = false;
    };
  }, [format]);
  return <time dateTime={value}>{format ? format(value) : ''}</time>;
};
