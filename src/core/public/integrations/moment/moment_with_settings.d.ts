import moment from 'moment-timezone';

export = moment;
