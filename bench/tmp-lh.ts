import { runLighthouse } from './lighthouse';
const pages = process.argv.slice(2);
for (const r of await runLighthouse('http://127.0.0.1:4100', pages)) console.log(r.path, r.performance, r.accessibility, r.bestPractices, r.seo, 'FCP', r.fcpMs, 'LCP', r.lcpMs, 'TBT', r.tbtMs, 'CLS', r.cls, r.failing.join(','));
