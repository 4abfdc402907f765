/// Run before the rest of the library: the Array methods that loop natively over `length`
/// refuse arrays longer than ``maxArrayLength``. The step and time budgets are checked only
/// between bytecode instructions, so a sparse `new Array(1e9).join('')` — which costs no memory
/// — would otherwise hold the engine inside one native call for as long as it likes.
extension ExpressionLibrary {
    /// The longest array the looping Array methods accept (LottieLimits lists it).
    static let maxArrayLength = 1 << 20

    static let guards = """
    (function (G, H) {
    var most = \(maxArrayLength);
    var looping = ['join', 'toString', 'toLocaleString', 'indexOf', 'lastIndexOf', 'forEach', 'map', 'filter',
                   'reduce', 'reduceRight', 'some', 'every', 'sort', 'reverse', 'slice', 'splice', 'concat',
                   'shift', 'unshift'];
    for (var i = 0; i < looping.length; i++) {
      (function (name) {
        var f = Array.prototype[name];
        Array.prototype[name] = function () {
          if (this !== null && this !== void 0 && this.length > most) {
            throw new RangeError('Array.prototype.' + name + ': longer than ' + most + ' elements');
          }
          return f.apply(this, arguments);
        };
      })(looping[i]);
    }
    })
    """
}
