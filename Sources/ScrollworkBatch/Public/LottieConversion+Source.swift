import Foundation
import ScrollworkLottie

/// A file read for a conversion: the animation and the theme its renderers apply (the command
/// line's `render` reads its single files through it too).
package struct ConversionSource: Sendable {
    /// The animation drawn.
    package var animation: LottieAnimation
    /// The theme applied (a `.lottie` archive's chosen or initial one), if any.
    package var theme: LottieTheme?
    /// The animation's id in its archive (a theme's rules may name animations).
    package var animationID: String?
    /// How its renderers run expressions.
    package var options: LottieRenderer.Options

    /// An animation to draw with `options`, and the theme (of the archive's animation
    /// `animationID`) its renderers apply.
    package init(animation: LottieAnimation, theme: LottieTheme? = nil, animationID: String? = nil, options: LottieRenderer.Options) {
        self.animation = animation
        self.theme = theme
        self.animationID = animationID
        self.options = options
    }

    /// A renderer of the animation with the theme applied; one per thread.
    package func renderer() -> LottieRenderer {
        let renderer = LottieRenderer(animation, options: options)
        if let theme { renderer.apply(theme: theme, animationID: animationID) }
        return renderer
    }
}

extension LottieConversion {
    /// Reads a file: Lottie JSON or a `.tgs` as it is; of a `.lottie` archive, the animation
    /// ``animationID`` names (else its initial one) with the theme ``themeID`` names (else that
    /// animation's initial theme).
    package func load(_ input: String) throws(ConversionError) -> ConversionSource {
        let bytes: [UInt8]
        do { bytes = try LottieReader.readFile(input, maxSize: reader.limits.maxFileSize) } catch { throw .unreadable(error) }
        let options = LottieRenderer.Options(expressions: expressions, limits: reader.limits)
        guard DotLottieArchive.looksLikeZIP(bytes) else {
            if animationID != nil || themeID != nil { throw .invalid("an animation or theme id needs a .lottie archive (\(input) is not one)") }
            let folder = (input as NSString).deletingLastPathComponent
            do {
                return ConversionSource(animation: try reader.read(bytes, baseDirectory: folder.isEmpty ? "." : folder), options: options)
            } catch {
                throw .unreadable(error)
            }
        }
        let archive: DotLottie
        do { archive = try reader.readDotLottie(bytes) } catch { throw .unreadable(error) }
        let id = animationID ?? archive.initialAnimationID ?? archive.animations.first?.id
        guard let entry = id.flatMap(archive.animationEntry(id:)) else {
            throw .invalid("\(input): no animation '\(id ?? "")' (it has: \(archive.animations.map(\.id).joined(separator: ", ")))")
        }
        var theme = entry.initialThemeID.flatMap(archive.theme(id:))
        if let themeID {
            guard let found = archive.theme(id: themeID) else {
                let known = archive.themes.map(\.id)
                throw .invalid("\(input): no theme '\(themeID)' (it has: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
            }
            theme = found
        }
        let animation: LottieAnimation
        do { animation = try archive.animation(id: entry.id) } catch { throw .unreadable(error) }
        return ConversionSource(animation: animation, theme: theme, animationID: entry.id, options: options)
    }
}
