/**
 * Inline script written after the notices of a page, and only on a page that has some (issue 47): it hides a
 * notice whose end has passed or whose start is still ahead, and shows or hides it when that time comes while the
 * page is open. So a page the host has not rebuilt since still drops a notice at its end. Times are those of the
 * notice's `data-starts` and `data-ends` (ISO 8601); a timer longer than a browser allows (24.8 days) is not set.
 */
export const noticeClockScript =
  '(d=>{var n=Date.now();d.querySelectorAll("[data-ends]").forEach(s=>{' +
  'var a=Date.parse(s.dataset.starts||0)-n,b=Date.parse(s.dataset.ends)-n;s.hidden=a>0||b<=0;' +
  'a>0&&a<2e9&&setTimeout(()=>s.hidden=!1,a);b>0&&b<2e9&&setTimeout(()=>s.hidden=!0,b)})})(document)';
