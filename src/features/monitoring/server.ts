// The monitoring feature's server face: browser error reporting for every layout.
export { BrowserMonitoringLoader } from './browser-monitoring-loader';
