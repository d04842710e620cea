/* global window */
// Installed before React loads, as React DevTools' hook is: production React calls
// onCommitFiberRoot after every commit, and Profiler's onRender is a no-op in production builds.
// A component counts as rendered when it mounted or did work (PerformedWork flag) in that
// commit; subtrees whose children were not cloned were skipped by React and are not visited.
(function installRenderCounter() {
  var functionComponent = 0;
  var classComponent = 1;
  var forwardRef = 11;
  var simpleMemoComponent = 15;
  var performedWork = 1;
  var stats = { components: 0, commits: 0 };

  function isComponent(fiber) {
    var tag = fiber.tag;
    return (
      tag === functionComponent ||
      tag === classComponent ||
      tag === forwardRef ||
      tag === simpleMemoComponent
    );
  }

  function countRendered(fiber, previous) {
    var count = 0;
    if (isComponent(fiber) && (previous === null || (fiber.flags & performedWork) !== 0))
      count += 1;
    if (previous !== null && fiber.child === previous.child) return count;
    for (var child = fiber.child; child !== null; child = child.sibling) {
      count += countRendered(child, previous === null ? null : child.alternate);
    }
    return count;
  }

  window.__renderCount = stats;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: function (renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE: function () {},
    onScheduleFiberRoot: function () {},
    onCommitFiberUnmount: function () {},
    onPostCommitFiberRoot: function () {},
    onCommitFiberRoot: function (_rendererId, root) {
      stats.commits += 1;
      var current = root.current;
      stats.components += countRendered(current, current.alternate);
    },
  };
})();
